import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { analysisPeriods, type AnalysisMain } from '@cropwatch/contract';
import { FormModal } from '../../../components/form-modal/form-modal';
import { type SaveAnalysisBody, useSaveAnalysis } from '../api/analyses';
import { cropStageCodes } from '../lib/bulletin-labels';

export interface AnalysisFormModalProps {
  /** `null`: closed; `'new'`: add; a row: edit it. */
  target: AnalysisMain | 'new' | null;
  onClose: () => void;
  /** Called with the saved analysis (the list opens a new one in the workspace). */
  onSaved?: (analysis: AnalysisMain) => void;
}

type AnalysisFormValues = Omit<SaveAnalysisBody, 'id'>;

/** Add or edit an analysis: year, monitoring period, crop stage, title, language and remark. */
export function AnalysisFormModal({ target, onClose, onSaved }: AnalysisFormModalProps) {
  const { t, i18n } = useTranslation('analysis');
  const [form] = Form.useForm<AnalysisFormValues>();
  const save = useSaveAnalysis();
  const editing = target !== null && target !== 'new' ? target : null;
  const zh = !i18n.language.startsWith('en');

  const onSave = async (fields: AnalysisFormValues) => {
    const saved = await save.mutateAsync({ ...fields, ...(editing ? { id: editing.id } : {}) });
    if (saved) onSaved?.(saved);
    return t(editing ? 'saved.edit' : 'saved.add');
  };

  const select = (label: string) => ({ required: true, message: t('form.select', { label }) });

  return (
    <FormModal<AnalysisFormValues>
      open={target !== null}
      title={t(editing ? 'analyze.main.editTitle' : 'analyze.main.addTitle')}
      name="analysis-main"
      form={form}
      width={640}
      initialValues={editing ?? { year: new Date().getFullYear(), lang: zh ? 'zh' : 'en' }}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item
        name="year"
        label={t('analyze.main.year')}
        rules={[{ required: true, message: t('analyze.main.yearRequired') }]}
      >
        <InputNumber min={2000} max={2100} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="period" label={t('analyze.main.period')} rules={[select(t('analyze.main.period'))]}>
        <Select
          style={{ width: 240 }}
          options={analysisPeriods.map((p) => ({ value: p, label: t(`analyze.periods.${p}`) }))}
        />
      </Form.Item>
      <Form.Item name="stage" label={t('analyze.main.stage')}>
        <Select
          allowClear
          style={{ width: 240 }}
          options={cropStageCodes.map((s) => ({ value: s, label: t(`analyze.stages.${s}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('analyze.main.title')}
        rules={[{ required: true, whitespace: true, message: t('analyze.main.titleRequired') }, { max: 200 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="lang" label={t('analyze.main.lang')} rules={[select(t('analyze.main.lang'))]}>
        <Select
          style={{ width: 160 }}
          options={(['zh', 'en'] as const).map((l) => ({ value: l, label: t(`cueWord.langs.${l}`) }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('analyze.main.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormModal>
  );
}
