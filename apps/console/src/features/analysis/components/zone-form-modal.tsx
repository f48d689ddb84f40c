import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { analysisZoneLevels, type AnalysisZone, type CropUnitRef } from '@cropwatch/contract';
import { FormModal } from '../../../components/form-modal/form-modal';
import { useCropReference } from '../api/crop-reference';
import { usePartitions } from '../api/partitions';
import { type SaveZoneBody, useSaveZone } from '../api/zones';
import { ZONE_CODE_PATTERN } from './partition-form-modal';

export interface ZoneFormModalProps {
  target: AnalysisZone | 'new' | null;
  onClose: () => void;
  /** The partition a new zone goes into (the one selected on the page). */
  partitionId?: string;
}

type ZoneFormValues = Omit<SaveZoneBody, 'id'>;

/** The form fields a crop unit fills (the user may still change them). */
export const zoneFieldsOf = (unit: CropUnitRef): Partial<ZoneFormValues> => ({
  code: unit.code,
  nameZh: unit.nameZh,
  nameEn: unit.nameEn,
  level: unit.level,
  countryIso3: unit.countryIso3,
});

/**
 * Add or edit a zone. The picker of crop-data units fills code, names, level and country; a code the crop data
 * lacks is allowed (a planned zone) and flagged, as items on it fail until data exists.
 */
export function ZoneFormModal({ target, onClose, partitionId }: ZoneFormModalProps) {
  const { t, i18n } = useTranslation('analysis');
  const [form] = Form.useForm<ZoneFormValues>();
  const save = useSaveZone();
  const partitions = usePartitions();
  const reference = useCropReference(target !== null);
  const editing = target !== null && target !== 'new' ? target : null;
  const zh = !i18n.language.startsWith('en');
  const code = Form.useWatch('code', form);
  const units = reference.data?.units ?? [];
  const known = !code || units.some((u) => u.code.toUpperCase() === String(code).trim().toUpperCase());

  const onSave = async (fields: ZoneFormValues) => {
    await save.mutateAsync({ ...fields, ...(editing ? { id: editing.id } : {}) });
    return t(editing ? 'saved.edit' : 'saved.add');
  };
  const required = (label: string) => ({ required: true, whitespace: true, message: t('form.required', { label }) });

  return (
    <FormModal<ZoneFormValues>
      open={target !== null}
      title={t(editing ? 'aezs.zone.editTitle' : 'aezs.zone.addTitle')}
      name="analysis-zone"
      form={form}
      width={640}
      initialValues={editing ?? { partitionId, level: 'aez', sortNo: 0 }}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item
        name="partitionId"
        label={t('aezs.zone.partition')}
        rules={[{ required: true, message: t('aezs.zone.partitionRequired') }]}
      >
        <Select options={(partitions.data ?? []).map((p) => ({ value: p.id, label: zh ? p.nameZh : p.nameEn }))} />
      </Form.Item>
      <Form.Item label={t('aezs.zone.unit')} extra={t('aezs.zone.unitHint')}>
        <Select
          aria-label={t('aezs.zone.unit')}
          showSearch
          allowClear
          optionFilterProp="label"
          loading={reference.isLoading}
          onChange={(value?: string) => {
            const unit = units.find((u) => u.code === value);
            if (unit) form.setFieldsValue(zoneFieldsOf(unit));
          }}
          options={units.map((u) => ({
            value: u.code,
            label: `${u.code} · ${zh ? u.nameZh : u.nameEn} (${u.level})`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('aezs.zone.code')}
        rules={[
          required(t('aezs.zone.code')),
          { max: 32 },
          { pattern: ZONE_CODE_PATTERN, message: t('aezs.codeInvalid') },
        ]}
      >
        <Input />
      </Form.Item>
      {!known && reference.isSuccess && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('aezs.zone.unknownCode')} />
      )}
      <Form.Item name="nameZh" label={t('chapter.nameZh')} rules={[required(t('chapter.nameZh')), { max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="nameEn" label={t('chapter.nameEn')} rules={[required(t('chapter.nameEn')), { max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="level" label={t('aezs.zone.level')} rules={[{ required: true }]}>
        <Select options={analysisZoneLevels.map((l) => ({ value: l, label: t(`aezs.levels.${l}`) }))} />
      </Form.Item>
      <Form.Item
        name="countryIso3"
        label={t('aezs.zone.country')}
        rules={[{ pattern: /^[A-Z]{3}$/, message: t('aezs.zone.countryInvalid') }]}
      >
        <Input style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="sortNo" label={t('chapter.sortNo')}>
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
      <Form.Item name="remark" label={t('aezs.zone.remark')} rules={[{ max: 500 }]}>
        <Input />
      </Form.Item>
    </FormModal>
  );
}
