import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { cropDatasetRows, YIELD_CROPS, type CropYieldRow } from '@cropwatch/contract';
import type { ListColumns } from '../../../components/list-page/fit-column';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { datasetRowsKey } from '../api/dataset-actions';

/** Crop data → a yield-history dataset's rows (`crop-data/DatasetRows?datasetId=`, issue #35). */
export default function DatasetRowsPage() {
  const { t, i18n } = useTranslation('cropDataset');
  const [params] = useSearchParams();
  const datasetId = params.get('datasetId') ?? '';

  const columns: ListColumns<CropYieldRow> = [
    { title: t('rows.unitCode'), dataIndex: 'unitCode', kind: 'code', sorter: true },
    {
      title: t('rows.unitName'),
      dataIndex: 'unitName',
      kind: 'name',
      sorter: true,
      // In the reader's language (ICU names for ISO countries and regions); the file's own name in the tooltip.
      render: (name: string, row: CropYieldRow) => {
        const shown = i18n.language.startsWith('zh') ? row.unitNameZh : row.unitNameEn;
        return shown === name ? name : <span title={name}>{shown}</span>;
      },
    },
    { title: t('rows.unitKind'), dataIndex: 'unitKind', kind: 'tag', render: (k: string) => t(`unitKind.${k}`) },
    { title: t('rows.crop'), dataIndex: 'crop', kind: 'tag', sorter: true, render: (c: string) => t(`crop.${c}`) },
    { title: t('rows.year'), dataIndex: 'year', kind: 'number', sorter: true },
    {
      title: t('rows.yieldTHa'),
      dataIndex: 'yieldTHa',
      kind: 'number',
      sorter: true,
      render: (v: number) => v.toFixed(2),
    },
  ];

  const list = useListPage<CropYieldRow>({
    url: { list: cropDatasetRows },
    queryKey: [...datasetRowsKey, datasetId],
    fields: fieldsOf(columns),
    baseParams: { datasetId },
    enabled: datasetId !== '',
  });

  return (
    <ListPage
      list={list}
      columns={columns}
      searchOperators={{ unitName: 'contains' }}
      searchFields={
        <>
          <Form.Item name="unitCode" label={t('rows.unitCode')}>
            <Input allowClear style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="unitName" label={t('rows.unitName')}>
            <Input allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="crop" label={t('rows.crop')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={YIELD_CROPS.map((c) => ({ value: c, label: t(`crop.${c}`) }))}
            />
          </Form.Item>
          <Form.Item name="year" label={t('rows.year')}>
            <InputNumber min={1900} max={2100} style={{ width: 100 }} />
          </Form.Item>
        </>
      }
    />
  );
}
