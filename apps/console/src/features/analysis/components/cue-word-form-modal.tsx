import { Button, Divider, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AnalysisCueWord, type CueWordValues, cueWordVariables } from '@cropwatch/contract';
import { FormModal } from '../../../components/form-modal/form-modal';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useChapters } from '../api/list-chapters';
import { usePreviewCueWord } from '../api/preview-cue-word';
import { type SaveCueWordBody, useSaveCueWord } from '../api/save-cue-word';
import { CueWordPreviewResult } from './cue-word-preview-result';

export interface CueWordFormModalProps {
  /** `null`: closed; `'new'`: add; a row: edit it. */
  target: AnalysisCueWord | 'new' | null;
  onClose: () => void;
}

type CueWordFormValues = Omit<SaveCueWordBody, 'id'>;

/** The sample values of the template's variables only: fields of removed variables linger in the form store. */
export function pickSampleValues(values: CueWordValues | undefined, variables: readonly string[]): CueWordValues {
  const out: CueWordValues = {};
  for (const name of variables) {
    const value = values?.[name];
    if (typeof value === 'string' && value.trim() !== '') out[name] = value;
  }
  return out;
}

/** Add or edit a cue word: the template, one sample value per `{variable}` it uses, and a live preview. */
export function CueWordFormModal({ target, onClose }: CueWordFormModalProps) {
  const { t, i18n } = useTranslation('analysis');
  const [form] = Form.useForm<CueWordFormValues>();
  const save = useSaveCueWord();
  const preview = usePreviewCueWord();
  const chapters = useChapters();
  const editing = target !== null && target !== 'new' ? target : null;
  const template = Form.useWatch('template', form) ?? editing?.template ?? '';
  const variables = cueWordVariables(template);
  const zh = !i18n.language.startsWith('en');

  const values = (): CueWordValues =>
    pickSampleValues(form.getFieldValue('sampleValues') as CueWordValues | undefined, variables);

  const onSave = async (fields: CueWordFormValues) => {
    await save.mutateAsync({
      ...fields,
      sampleValues: values(),
      ...(editing ? { id: editing.id } : {}),
    });
    return t(editing ? 'saved.edit' : 'saved.add');
  };

  const runPreview = async () => {
    await form.validateFields(['template']);
    try {
      await preview.mutateAsync({ template, values: values() });
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const required = (label: string) => ({ required: true, whitespace: true, message: t('form.required', { label }) });

  return (
    <FormModal<CueWordFormValues>
      open={target !== null}
      title={t(editing ? 'cueWord.editTitle' : 'cueWord.addTitle')}
      name="analysis-cue-word"
      form={form}
      width={760}
      initialValues={editing ?? { lang: zh ? 'zh' : 'en', sampleValues: {} }}
      afterClose={() => preview.reset()}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('cueWord.name')} rules={[required(t('cueWord.name')), { max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="chapterCode" label={t('cueWord.chapter')}>
        <Select
          allowClear
          placeholder={t('cueWord.anyChapter')}
          loading={chapters.isLoading}
          options={(chapters.data ?? []).map((c) => ({
            value: c.code,
            label: `${c.number ? `${c.number} ` : ''}${zh ? c.nameZh : c.nameEn}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="lang"
        label={t('cueWord.lang')}
        rules={[{ required: true, message: t('form.select', { label: t('cueWord.lang') }) }]}
      >
        <Select
          style={{ width: 160 }}
          options={(['zh', 'en'] as const).map((l) => ({ value: l, label: t(`cueWord.langs.${l}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="template"
        label={t('cueWord.template')}
        extra={
          editing
            ? `${t('cueWord.templateHint')} ${t('cueWord.versionHint', { version: editing.version, next: editing.version + 1 })}`
            : t('cueWord.templateHint')
        }
        rules={[{ required: true, whitespace: true, message: t('cueWord.templateRequired') }, { max: 20000 }]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
      </Form.Item>
      <Form.Item name="description" label={t('cueWord.description')} rules={[{ max: 500 }]}>
        <Input />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        {t('cueWord.sampleValues')}
      </Divider>
      {variables.length === 0 && (
        <Typography.Paragraph type="secondary">{t('cueWord.noVariables')}</Typography.Paragraph>
      )}
      {variables.map((name) => (
        <Form.Item key={name} name={['sampleValues', name]} label={`{${name}}`} rules={[{ max: 2000 }]}>
          <Input />
        </Form.Item>
      ))}
      <Button onClick={() => void runPreview().catch(() => undefined)} loading={preview.isPending}>
        {t('common.preview')}
      </Button>
      <div style={{ marginTop: 12 }}>
        {preview.data ? (
          <CueWordPreviewResult preview={preview.data} />
        ) : (
          <Typography.Text type="secondary">{t('cueWord.previewEmpty')}</Typography.Text>
        )}
      </div>
    </FormModal>
  );
}
