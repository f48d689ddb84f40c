import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CROP_DATASET_KINDS, CROP_DATASET_STATES, cropDatasetList, type CropDataset } from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import type { ListColumns } from '../../../components/list-page/fit-column';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { feedback } from '../../../lib/feedback';
import { activateDataset, archiveDataset, datasetsKey } from '../api/dataset-actions';
import { DatasetImportModal } from '../components/dataset-import-modal';

/** Seeded on the datasets menu: `crop:dataset:import`, `crop:dataset:activate` (the server answers 510 without). */
export const CROP_DATASET_AUTH_PRE = 'crop:dataset:';

const STATE_COLOR: Record<string, string> = { active: 'green', draft: 'blue', archived: 'default' };

/** Crop data → datasets (`crop-data/DatasetList`, issue #35): provenance, coverage and state of every dataset. */
export default function DatasetListPage() {
  const { t } = useTranslation('cropDataset');
  const navigate = useNavigate();
  const { excluded } = usePermission();
  const missing = excluded(CROP_DATASET_AUTH_PRE);
  const canImport = !missing.includes('import');
  const canActivate = !missing.includes('activate');
  const [importOpen, setImportOpen] = useState(false);

  const columns: ListColumns<CropDataset> = [
    // Names wrap between words (never cut, never pushing the columns after them off the table).
    { title: t('fields.name'), dataIndex: 'name', kind: 'name', sorter: true, least: 180 },
    { title: t('fields.kind'), dataIndex: 'kind', kind: 'tag', render: (k: string) => t(`kind.${k}`) },
    {
      title: t('fields.synthetic'),
      dataIndex: 'synthetic',
      kind: 'tag',
      render: (s: boolean) =>
        s ? <Tag color="gold">{t('synthetic.yes')}</Tag> : <Tag color="green">{t('synthetic.no')}</Tag>,
    },
    {
      title: t('fields.state'),
      dataIndex: 'state',
      kind: 'tag',
      sorter: true,
      render: (s: string) => <Tag color={STATE_COLOR[s]}>{t(`state.${s}`)}</Tag>,
    },
    // Provenance texts give way on narrow screens (they stay in the row's detail).
    { title: t('fields.source'), dataIndex: 'source', kind: 'text', ellipsis: true, optional: true },
    { title: t('fields.licence'), dataIndex: 'licence', kind: 'text', sorter: true },
    { title: t('fields.citation'), dataIndex: 'citation', kind: 'text', ellipsis: true, optional: true },
    {
      title: t('fields.periods'),
      dataIndex: 'periodStart',
      kind: 'code',
      render: (_: unknown, r: CropDataset) =>
        r.periodStart ? t('periods', { start: r.periodStart, end: r.periodEnd, count: r.periodCount }) : '—',
    },
    { title: t('fields.unitCount'), dataIndex: 'unitCount', kind: 'number', optional: true },
    { title: t('fields.rowCount'), dataIndex: 'rowCount', kind: 'number', sorter: true },
    { title: t('fields.importBy'), dataIndex: 'importBy', kind: 'code', optional: true },
    { title: t('fields.importTime'), dataIndex: 'importTime', kind: 'datetime', sorter: true },
  ];

  const list = useListPage<CropDataset>({
    url: { list: cropDatasetList },
    queryKey: datasetsKey,
    fields: fieldsOf(columns),
    defaultSorters: [{ field: 'importTime', order: 'desc' }],
  });

  const change = async (action: typeof activateDataset, row: CropDataset) => {
    const res = await action(row);
    if (res.success) feedback.message.success(res.message);
    else feedback.message.error(res.message);
    await list.refresh();
  };

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        searchOperators={{ name: 'contains' }}
        searchFields={
          <>
            <Form.Item name="name" label={t('fields.name')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="kind" label={t('fields.kind')}>
              <Select
                allowClear
                style={{ width: 160 }}
                options={CROP_DATASET_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              />
            </Form.Item>
            <Form.Item name="state" label={t('fields.state')}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={CROP_DATASET_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
              />
            </Form.Item>
          </>
        }
        toolbarExtra={
          canImport && (
            <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
              {t('import.button')}
            </Button>
          )
        }
        rowActions={(row) => (
          <>
            {row.kind === 'yield-history' && (
              <Button
                type="link"
                size="small"
                onClick={() => void navigate(`/crop-data/dataset-rows?datasetId=${row.id}`)}
              >
                {t('actions.rows')}
              </Button>
            )}
            {canActivate && row.state !== 'active' && (
              <Popconfirm title={t('actions.activateConfirm')} onConfirm={() => void change(activateDataset, row)}>
                <Button type="link" size="small">
                  {t('actions.activate')}
                </Button>
              </Popconfirm>
            )}
            {canActivate && row.state !== 'archived' && (
              <Popconfirm title={t('actions.archiveConfirm')} onConfirm={() => void change(archiveDataset, row)}>
                <Button type="link" size="small">
                  {t('actions.archive')}
                </Button>
              </Popconfirm>
            )}
          </>
        )}
        actionColumnWidth={200}
      />
      <DatasetImportModal
        open={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={() => void list.refresh()}
      />
    </>
  );
}
