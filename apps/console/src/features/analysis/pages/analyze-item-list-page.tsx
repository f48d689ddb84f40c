import { Button, Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  analysisItemDelete,
  analysisItemDeleteBatch,
  analysisItemList,
  analysisItemStatuses,
  type AnalysisItem,
} from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { EMPTY_CELL } from '../../../components/list-page/empty-cell';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { useRecentAnalyses } from '../api/analyses';
import { itemsKey } from '../api/keys';
import { useChapters } from '../api/list-chapters';
import { usePartitions } from '../api/partitions';
import { ItemFormModal } from '../components/item-form-modal';
import { ItemStatusTag } from '../components/item-status-tag';
import { ANALYZE_PREFIX } from './notification-analysis-page';

/** Analysis modules → analyze item (`analysis/AnalyzeItemList`): the items of every analysis. */
export function AnalyzeItemListPage() {
  const { t, i18n } = useTranslation('analysis');
  const zh = !i18n.language.startsWith('en');
  const { excluded } = usePermission();
  const lacking = excluded(ANALYZE_PREFIX);
  const canAdd = !lacking.includes('add');
  const canDelete = !lacking.includes('delete');
  const [target, setTarget] = useState<AnalysisItem | 'new' | null>(null);
  const analyses = useRecentAnalyses();
  const chapters = useChapters();
  const partitions = usePartitions();
  const name = (row: { nameZh: string; nameEn: string }) => (zh ? row.nameZh : row.nameEn);

  const columns: ColumnsType<AnalysisItem> = [
    {
      title: t('analyze.item.analysis'),
      dataIndex: 'analysisId',
      width: 220,
      render: (id: string) => analyses.data?.find((a) => a.id === id)?.title ?? id,
    },
    {
      title: t('analyze.item.chapter'),
      dataIndex: 'chapterCode',
      width: 200,
      render: (code: string, row) => (zh ? row.chapterNameZh : row.chapterNameEn) ?? code,
    },
    {
      title: t('analyze.item.partition'),
      dataIndex: 'partitionId',
      width: 160,
      render: (_: string, row) => (zh ? row.partitionNameZh : row.partitionNameEn),
    },
    {
      title: t('analyze.item.zone'),
      dataIndex: 'zoneId',
      width: 200,
      render: (_: string, row) => `${(zh ? row.zoneNameZh : row.zoneNameEn) ?? EMPTY_CELL} (${row.zoneCode ?? EMPTY_CELL})`,
    },
    {
      title: t('analyze.item.fileType'),
      dataIndex: 'fileType',
      width: 100,
      render: (v: AnalysisItem['fileType']) => t(`analyze.fileTypes.${v}`),
    },
    {
      title: t('analyze.item.status'),
      dataIndex: 'status',
      width: 120,
      render: (_: unknown, row) => <ItemStatusTag status={row.status} error={row.errorMessage} />,
    },
    {
      title: t('analyze.item.version'),
      dataIndex: 'version',
      width: 80,
      render: (v: number) => (v ? t('cueWord.versionValue', { version: v }) : null),
    },
    { title: t('common.updateTime'), dataIndex: 'updateTime', sorter: true, width: 170 },
  ];

  const list = useListPage<AnalysisItem>({
    url: {
      list: analysisItemList,
      ...(canDelete ? { delete: analysisItemDelete, deleteBatch: analysisItemDeleteBatch } : {}),
    },
    queryKey: [...itemsKey, 'admin'],
    fields: fieldsOf(columns),
  });

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        searchFields={
          <>
            <Form.Item name="analysisId" label={t('analyze.item.analysis')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ width: 220 }}
                options={(analyses.data ?? []).map((a) => ({ value: a.id, label: a.title }))}
              />
            </Form.Item>
            <Form.Item name="chapterCode" label={t('analyze.item.chapter')}>
              <Select
                allowClear
                style={{ width: 220 }}
                options={(chapters.data ?? []).map((c) => ({ value: c.code, label: name(c) }))}
              />
            </Form.Item>
            <Form.Item name="partitionId" label={t('analyze.item.partition')}>
              <Select
                allowClear
                style={{ width: 160 }}
                options={(partitions.data ?? []).map((p) => ({ value: p.id, label: name(p) }))}
              />
            </Form.Item>
            <Form.Item name="status" label={t('analyze.item.status')}>
              <Select
                allowClear
                style={{ width: 130 }}
                options={analysisItemStatuses.map((s) => ({ value: s, label: t(`analyze.itemStatus.${s}`) }))}
              />
            </Form.Item>
          </>
        }
        onAdd={canAdd ? () => setTarget('new') : undefined}
        rowActions={(row) =>
          canAdd && (
            <Button type="link" size="small" disabled={row.status === 'WAITING'} onClick={() => setTarget(row)}>
              {t('common.edit')}
            </Button>
          )
        }
        scroll={{ x: 1400 }}
      />
      {target && <ItemFormModal target={target} onClose={() => setTarget(null)} />}
    </>
  );
}

export default AnalyzeItemListPage;
