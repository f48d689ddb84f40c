import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { analysisPeriods, type AnalysisMain } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
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

  const submit = async () => {
    const fields = await form.validateFields();
    try {
      const saved = await save.mutateAsync({ ...fields, ...(editing ? { id: editing.id } : {}) });
      feedback.message.success(t(editing ? 'saved.edit' : 'saved.add'));
      onClose();
      if (saved) onSaved?.(saved);
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const select = (label: string) => ({ required: true, message: t('form.select', { label }) });

  return (
    <Modal
      open={target !== null}
      title={t(editing ? 'analyze.main.editTitle' : 'analyze.main.addTitle')}
      width={640}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        preserve={false}
        layout="vertical"
        name="analysis-main"
        initialValues={editing ?? { year: new Date().getFullYear(), lang: zh ? 'zh' : 'en' }}
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
      </Form>
    </Modal>
  );
}
