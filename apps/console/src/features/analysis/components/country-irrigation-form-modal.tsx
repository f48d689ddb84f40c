import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type AnalysisCountryIrrigation,
  IRRIGATION_WATER_SOURCES,
  RAINFALL_RELEVANCE,
  rainfallRelevanceFor,
} from '@cropwatch/contract';
import { FormModal } from '../../../components/form-modal/form-modal';
import { useIrrigationCountries } from '../api/list-irrigation-countries';
import { type SaveCountryIrrigationBody, useSaveCountryIrrigation } from '../api/save-country-irrigation';

export interface CountryIrrigationFormModalProps {
  /** `null`: closed; `'new'`: add; a row: edit it. */
  target: AnalysisCountryIrrigation | 'new' | null;
  onClose: () => void;
}

/** The crops the seed uses; any other crop can be typed in. */
export const KNOWN_CROPS = ['rice', 'wheat', 'maize', 'cotton', 'soybean'] as const;

type FormValues = Omit<SaveCountryIrrigationBody, 'id'>;

/** Add or edit one country's irrigation framing (share, crops, sources, rainfall relevance, notes). */
export function CountryIrrigationFormModal({ target, onClose }: CountryIrrigationFormModalProps) {
  const { t, i18n } = useTranslation('analysis');
  const [form] = Form.useForm<FormValues>();
  const save = useSaveCountryIrrigation();
  const editing = target !== null && target !== 'new' ? target : null;
  const countries = useIrrigationCountries(target !== null);
  const zh = !i18n.language.startsWith('en');
  const cropLabel = (code: string) => t(`irrigation.crops.${code}`, { defaultValue: code });

  const onSave = async (values: FormValues) => {
    await save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) });
    return t(editing ? 'saved.edit' : 'saved.add');
  };

  return (
    <FormModal<FormValues>
      open={target !== null}
      title={t(editing ? 'irrigation.editTitle' : 'irrigation.addTitle')}
      name="analysis-country-irrigation"
      form={form}
      width={680}
      initialValues={editing ?? { mainIrrigatedCrops: [], waterSource: [] }}
      formProps={{
        // Propose the bulletin's rainfall relevance whenever the share changes; the user may still override it.
        onValuesChange: (changed: Partial<FormValues>) => {
          if (typeof changed.irrigatedSharePct === 'number')
            form.setFieldValue('rainfallRelevance', rainfallRelevanceFor(changed.irrigatedSharePct));
        },
      }}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item
        name="countryIso3"
        label={t('irrigation.country')}
        rules={[{ required: true, message: t('form.select', { label: t('irrigation.country') }) }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          disabled={editing !== null}
          loading={countries.isLoading}
          options={(countries.data ?? []).map((c) => ({
            value: c.iso3,
            label: `${zh ? c.nameZh : c.nameEn} (${c.iso3})`,
            disabled: !editing && c.hasIrrigation,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="irrigatedSharePct"
        label={t('irrigation.irrigatedSharePct')}
        rules={[{ required: true, message: t('form.required', { label: t('irrigation.irrigatedSharePct') }) }]}
      >
        <InputNumber min={0} max={100} step={1} suffix="%" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="mainIrrigatedCrops" label={t('irrigation.mainIrrigatedCrops')} extra={t('irrigation.cropsHint')}>
        <Select mode="tags" options={KNOWN_CROPS.map((c) => ({ value: c, label: cropLabel(c) }))} />
      </Form.Item>
      <Form.Item name="waterSource" label={t('irrigation.waterSource')}>
        <Select
          mode="multiple"
          options={IRRIGATION_WATER_SOURCES.map((s) => ({ value: s, label: t(`irrigation.sources.${s}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="rainfallRelevance"
        label={t('irrigation.rainfallRelevance')}
        extra={t('irrigation.rainfallHint')}
        rules={[{ required: true, message: t('form.select', { label: t('irrigation.rainfallRelevance') }) }]}
      >
        <Select
          style={{ width: 200 }}
          options={RAINFALL_RELEVANCE.map((r) => ({ value: r, label: t(`irrigation.relevance.${r}`) }))}
        />
      </Form.Item>
      <Form.Item name="noteZh" label={t('irrigation.noteZh')} rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="noteEn" label={t('irrigation.noteEn')} rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormModal>
  );
}
