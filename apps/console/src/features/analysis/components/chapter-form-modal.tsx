import { Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnalysisChapter } from '@cropwatch/contract';
import { FormModal } from '../../../components/form-modal/form-modal';
import { type SaveChapterBody, useSaveChapter } from '../api/save-chapter';

export interface ChapterFormModalProps {
  /** `null`: closed; `'new'`: add; a row: edit it. */
  target: AnalysisChapter | 'new' | null;
  onClose: () => void;
}

/** Mirrors the server's rule (contract `analysisChapterAddBodySchema`), so the form says it first. */
export const CHAPTER_CODE_PATTERN = /^[A-Z][A-Z0-9_]*$/;

type ChapterFormValues = Omit<SaveChapterBody, 'sections' | 'id'>;

/** Add or edit one bulletin chapter; its sections are kept as they are on edit. */
export function ChapterFormModal({ target, onClose }: ChapterFormModalProps) {
  const { t } = useTranslation('analysis');
  const [form] = Form.useForm<ChapterFormValues>();
  const save = useSaveChapter();
  const editing = target !== null && target !== 'new' ? target : null;

  const onSave = async (values: ChapterFormValues) => {
    await save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) });
    return t(editing ? 'saved.edit' : 'saved.add');
  };

  const required = (label: string) => ({ required: true, whitespace: true, message: t('form.required', { label }) });

  return (
    <FormModal<ChapterFormValues>
      open={target !== null}
      title={t(editing ? 'chapter.editTitle' : 'chapter.addTitle')}
      name="analysis-chapter"
      form={form}
      width={680}
      initialValues={editing ?? { sortNo: 0 }}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item
        name="code"
        label={t('chapter.code')}
        normalize={(v: string) => v.toUpperCase()}
        rules={[
          required(t('chapter.code')),
          { max: 32 },
          { pattern: CHAPTER_CODE_PATTERN, message: t('chapter.codeInvalid') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="number" label={t('chapter.number')} rules={[{ max: 20 }]}>
        <Input style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="nameZh" label={t('chapter.nameZh')} rules={[required(t('chapter.nameZh')), { max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="nameEn" label={t('chapter.nameEn')} rules={[required(t('chapter.nameEn')), { max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="descriptionZh" label={t('chapter.descriptionZh')} rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="descriptionEn" label={t('chapter.descriptionEn')} rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="sortNo" label={t('chapter.sortNo')}>
        <InputNumber min={0} max={100000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      {editing && editing.sections.length > 0 && (
        <Typography.Text type="secondary">
          {t('chapter.sectionsKept', { count: editing.sections.length })}
        </Typography.Text>
      )}
    </FormModal>
  );
}
