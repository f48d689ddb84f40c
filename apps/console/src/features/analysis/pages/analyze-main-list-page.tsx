import { Button, Form, Input, InputNumber, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  analysisMainDelete,
  analysisMainDeleteBatch,
  analysisMainList,
  analysisPeriods,
  analysisStatuses,
  type AnalysisMain,
} from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import type { ListColumns } from '../../../components/list-page/fit-column';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { analysesKey } from '../api/keys';
import { AnalysisFormModal } from '../components/analysis-form-modal';
import { analysisStatusColor } from '../lib/bulletin-labels';
import { ANALYZE_PREFIX } from './notification-analysis-page';

/** The workspace address of an analysis. */
export const workspacePath = (id: string) => `/analysis/notification?id=${encodeURIComponent(id)}`;

/** Analysis modules → analyze main (`analysis/AnalyzeMainList`): the bulletins, each opened in the workspace. */
export function AnalyzeMainListPage() {
  const { t } = useTranslation('analysis');
  const navigate = useNavigate();
  const { excluded } = usePermission();
  const lacking = excluded(ANALYZE_PREFIX);
  const canAdd = !lacking.includes('add');
  const canDelete = !lacking.includes('delete');
  const [target, setTarget] = useState<AnalysisMain | 'new' | null>(null);

  const columns: ListColumns<AnalysisMain> = [
    { title: t('analyze.main.year'), dataIndex: 'year', sorter: true, kind: 'tag' },
    {
      title: t('analyze.main.period'),
      dataIndex: 'period',
      kind: 'tag',
      sorter: true,
      width: 120,
      render: (p: AnalysisMain['period']) => t(`analyze.periods.${p}`),
    },
    {
      title: t('analyze.main.stage'),
      dataIndex: 'stage',
      kind: 'tag',
      render: (s: string | null) => (s ? t(`analyze.stages.${s}`, { defaultValue: s }) : '—'),
    },
    // A title wraps between words only, with room for a phrase a line.
    { title: t('analyze.main.title'), dataIndex: 'title', sorter: true, least: 180 },
    {
      title: t('analyze.main.lang'),
      dataIndex: 'lang',
      kind: 'tag',
      render: (l: AnalysisMain['lang']) => t(`cueWord.langs.${l}`),
    },
    {
      title: t('analyze.main.status'),
      dataIndex: 'status',
      render: (s: AnalysisMain['status']) => <Tag color={analysisStatusColor[s]}>{t(`analyze.status.${s}`)}</Tag>,
    },
    {
      title: t('analyze.main.counts'),
      key: 'counts',
      kind: 'number',
      render: (_: unknown, row) => `${row.counts.generated}/${row.counts.total}`,
    },
    { title: t('analyze.main.createTime'), dataIndex: 'createTime', sorter: true, optional: true },
  ];

  const list = useListPage<AnalysisMain>({
    url: {
      list: analysisMainList,
      ...(canDelete ? { delete: analysisMainDelete, deleteBatch: analysisMainDeleteBatch } : {}),
    },
    queryKey: [...analysesKey, 'admin'],
    fields: fieldsOf(columns),
    defaultSorters: [{ field: 'createTime', order: 'desc' }],
  });

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        searchOperators={{ title: 'contains' }}
        searchFields={
          <>
            <Form.Item name="year" label={t('analyze.main.year')}>
              <InputNumber min={2000} max={2100} precision={0} style={{ width: 110 }} />
            </Form.Item>
            <Form.Item name="period" label={t('analyze.main.period')}>
              <Select
                allowClear
                style={{ width: 140 }}
                options={analysisPeriods.map((p) => ({ value: p, label: t(`analyze.periods.${p}`) }))}
              />
            </Form.Item>
            <Form.Item name="title" label={t('analyze.main.title')}>
              <Input allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="status" label={t('analyze.main.status')}>
              <Select
                allowClear
                style={{ width: 130 }}
                options={analysisStatuses.map((s) => ({ value: s, label: t(`analyze.status.${s}`) }))}
              />
            </Form.Item>
          </>
        }
        onAdd={canAdd ? () => setTarget('new') : undefined}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => void navigate(workspacePath(row.id))}>
              {t('analyze.main.open')}
            </Button>
            {canAdd && (
              <Button type="link" size="small" onClick={() => setTarget(row)}>
                {t('common.edit')}
              </Button>
            )}
          </>
        )}
        actionColumnWidth={200}
      />
      <AnalysisFormModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(saved) => {
          // A new analysis has nothing to show yet but its workspace, where its items are added.
          if (target === 'new') void navigate(workspacePath(saved.id));
        }}
      />
    </>
  );
}

export default AnalyzeMainListPage;
