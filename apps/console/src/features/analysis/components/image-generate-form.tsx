import { Button, Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AnalysisImage,
  type AnalysisImageGenerateBody,
  type AnalysisImageKind,
  analysisImageKinds,
} from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useCropReference } from '../api/crop-reference';
import { useGenerateImage } from '../api/image-generate';
import { usePartitions } from '../api/partitions';

interface FormValues {
  kind: AnalysisImageKind;
  indicator: string;
  period?: string;
  source: 'partition' | 'units';
  partitionId?: string;
  units?: string[];
  lang: 'zh' | 'en';
  title?: string;
}

export interface ImageGenerateFormProps {
  onGenerated: (image: AnalysisImage) => void;
}

/** What to draw: kind, indicator, period (not for time profiles), units from a partition or picked, language. */
export function ImageGenerateForm({ onGenerated }: ImageGenerateFormProps) {
  const { t, i18n } = useTranslation('analysis');
  const zh = !i18n.language.startsWith('en');
  const [form] = Form.useForm<FormValues>();
  const reference = useCropReference();
  const partitions = usePartitions();
  const generate = useGenerateImage();
  const kind = Form.useWatch('kind', form);
  const source = Form.useWatch('source', form);
  const periods = reference.data?.periods ?? [];
  const latest = periods[periods.length - 1]?.code;

  // The newest period is the usual choice; it is known once the crop reference has loaded.
  useEffect(() => {
    if (latest && !form.getFieldValue('period')) form.setFieldValue('period', latest);
  }, [form, latest, kind]);

  const submit = async () => {
    const v = await form.validateFields();
    const body: AnalysisImageGenerateBody = {
      kind: v.kind,
      indicator: v.indicator,
      period: v.kind === 'time_profile' ? null : v.period,
      lang: v.lang,
      title: v.title?.trim() || null,
      ...(v.source === 'partition' ? { partitionId: v.partitionId } : { units: v.units }),
    };
    try {
      const image = await generate.mutateAsync(body);
      if (image) {
        feedback.message.success(t('imageGenerator.generated'));
        onGenerated(image);
      }
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const select = (label: string) => ({ required: true, message: t('form.select', { label }) });
  const unitLevels = ['mpz', 'country', 'aez'] as const;

  return (
    <Form
      form={form}
      layout="vertical"
      name="analysis-image-generate"
      aria-label={t('imageGenerator.formTitle')}
      initialValues={{ kind: 'departure_bars', indicator: 'RAIN', source: 'partition', lang: zh ? 'zh' : 'en' }}
      onFinish={() => void submit()}
    >
      <Form.Item name="kind" label={t('imageGenerator.kind')} rules={[select(t('imageGenerator.kind'))]}>
        <Radio.Group optionType="button" buttonStyle="solid">
          {analysisImageKinds.map((k) => (
            <Radio.Button key={k} value={k}>
              {t(`imageGenerator.kinds.${k}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="indicator" label={t('imageGenerator.indicator')} rules={[select(t('imageGenerator.indicator'))]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={reference.isLoading}
          options={(reference.data?.indicators ?? []).map((d) => ({
            value: d.code,
            label: `${zh ? d.nameZh : d.nameEn} (${d.code})`,
          }))}
        />
      </Form.Item>
      {kind !== 'time_profile' && (
        <Form.Item name="period" label={t('imageGenerator.period')} rules={[select(t('imageGenerator.period'))]}>
          <Select
            loading={reference.isLoading}
            options={[...periods]
              .reverse()
              .map((p) => ({ value: p.code, label: `${zh ? p.labelZh : p.labelEn} (${p.code})` }))}
          />
        </Form.Item>
      )}
      <Form.Item name="source" label={t('imageGenerator.units')}>
        <Radio.Group>
          <Radio value="partition">{t('imageGenerator.fromPartition')}</Radio>
          <Radio value="units">{t('imageGenerator.fromUnits')}</Radio>
        </Radio.Group>
      </Form.Item>
      {source === 'units' ? (
        <Form.Item name="units" rules={[{ ...select(t('imageGenerator.units')), type: 'array', min: 1 }]}>
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            maxCount={100}
            aria-label={t('imageGenerator.units')}
            placeholder={t('imageGenerator.unitsPlaceholder')}
            loading={reference.isLoading}
            options={unitLevels.map((level) => ({
              label: t(`imageGenerator.levels.${level}`),
              title: level,
              options: (reference.data?.units ?? [])
                .filter((u) => u.level === level)
                .map((u) => ({ value: u.code, label: `${zh ? u.nameZh : u.nameEn} (${u.code})` })),
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item name="partitionId" rules={[select(t('imageGenerator.partition'))]}>
          <Select
            aria-label={t('imageGenerator.partition')}
            placeholder={t('imageGenerator.partition')}
            loading={partitions.isLoading}
            options={(partitions.data ?? []).map((p) => ({
              value: p.id,
              label: `${zh ? p.nameZh : p.nameEn} (${p.code}, ${p.zoneCount})`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="lang" label={t('imageGenerator.lang')}>
        <Radio.Group>
          <Radio value="zh">中文</Radio>
          <Radio value="en">English</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="title" label={t('imageGenerator.title')} rules={[{ max: 200 }]}>
        <Input allowClear placeholder={t('imageGenerator.titlePlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={generate.isPending} block>
        {t('imageGenerator.generate')}
      </Button>
    </Form>
  );
}
