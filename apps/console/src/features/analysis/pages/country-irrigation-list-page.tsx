import { Button, Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  analysisCountryIrrigationDelete,
  analysisCountryIrrigationDeleteBatch,
  analysisCountryIrrigationList,
  type AnalysisCountryIrrigation,
  RAINFALL_RELEVANCE,
} from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { irrigationKey } from '../api/keys';
import { CountryIrrigationFormModal } from '../components/country-irrigation-form-modal';

/** Seeded on the country-irrigation menu: add, edit and delete (the server answers 510 without it). */
export const IRRIGATION_EDIT_PREFIX = 'analysis:irrigation:';

const RELEVANCE_COLOURS: Record<string, string> = { low: 'blue', medium: 'gold', high: 'green' };

/** Analysis modules → country irrigation (`analysis/CountryIrrigationList`): how much rainfall matters per country. */
export function CountryIrrigationListPage() {
  const { t, i18n } = useTranslation('analysis');
  const { excluded } = usePermission();
  // A type-1 button (show/hide): the authPre helper of spec §6 says which codes this user lacks.
  const canEdit = !excluded(IRRIGATION_EDIT_PREFIX).includes('edit');
  const [target, setTarget] = useState<AnalysisCountryIrrigation | 'new' | null>(null);
  const zh = !i18n.language.startsWith('en');
  const tags = (codes: string[], label: (code: string) => string) => (
    <Space size={[0, 4]} wrap>
      {codes.map((c) => (
        <Tag key={c}>{label(c)}</Tag>
      ))}
    </Space>
  );

  const columns: ColumnsType<AnalysisCountryIrrigation> = [
    {
      title: t('irrigation.country'),
      dataIndex: 'countryIso3',
      sorter: true,
      width: 170,
      render: (iso3: string, row) => `${(zh ? row.countryNameZh : row.countryNameEn) ?? iso3} (${iso3})`,
    },
    {
      title: t('irrigation.irrigatedSharePct'),
      dataIndex: 'irrigatedSharePct',
      sorter: true,
      width: 110,
      render: (pct: number) => `${pct}%`,
    },
    {
      title: t('irrigation.mainIrrigatedCrops'),
      dataIndex: 'mainIrrigatedCrops',
      width: 220,
      render: (crops: string[]) => tags(crops, (c) => t(`irrigation.crops.${c}`, { defaultValue: c })),
    },
    {
      title: t('irrigation.waterSource'),
      dataIndex: 'waterSource',
      width: 220,
      render: (sources: string[]) => tags(sources, (s) => t(`irrigation.sources.${s}`, { defaultValue: s })),
    },
    {
      title: t('irrigation.rainfallRelevance'),
      dataIndex: 'rainfallRelevance',
      sorter: true,
      width: 120,
      render: (r: string) => (
        <Tag color={RELEVANCE_COLOURS[r]}>{t(`irrigation.relevance.${r}`, { defaultValue: r })}</Tag>
      ),
    },
    {
      title: t('irrigation.note'),
      dataIndex: zh ? 'noteZh' : 'noteEn',
      ellipsis: true,
    },
  ];

  const list = useListPage<AnalysisCountryIrrigation>({
    url: {
      list: analysisCountryIrrigationList,
      ...(canEdit
        ? { delete: analysisCountryIrrigationDelete, deleteBatch: analysisCountryIrrigationDeleteBatch }
        : {}),
    },
    queryKey: [...irrigationKey, 'admin'],
    fields: ['countryIso3', 'irrigatedSharePct', 'rainfallRelevance', 'noteZh', 'noteEn'],
    defaultSorters: [{ field: 'countryIso3', order: 'asc' }],
  });

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        searchOperators={{ countryIso3: 'contains', noteZh: 'contains', noteEn: 'contains' }}
        searchFields={
          <>
            <Form.Item name="countryIso3" label={t('irrigation.countryIso3')}>
              <Input allowClear style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="rainfallRelevance" label={t('irrigation.rainfallRelevance')}>
              <Select
                allowClear
                style={{ width: 140 }}
                options={RAINFALL_RELEVANCE.map((r) => ({ value: r, label: t(`irrigation.relevance.${r}`) }))}
              />
            </Form.Item>
            <Form.Item name={zh ? 'noteZh' : 'noteEn'} label={t('irrigation.note')}>
              <Input allowClear />
            </Form.Item>
          </>
        }
        superQueryFields={[
          { field: 'countryIso3', title: t('irrigation.countryIso3'), type: 'string' },
          { field: 'irrigatedSharePct', title: t('irrigation.irrigatedSharePct'), type: 'number' },
          { field: 'rainfallRelevance', title: t('irrigation.rainfallRelevance'), type: 'string' },
        ]}
        onAdd={canEdit ? () => setTarget('new') : undefined}
        rowActions={(row) =>
          canEdit && (
            <Button type="link" size="small" onClick={() => setTarget(row)}>
              {t('common.edit')}
            </Button>
          )
        }
        scroll={{ x: 1200 }}
      />
      <CountryIrrigationFormModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}

export default CountryIrrigationListPage;
