import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnalysisPartition } from '@cropwatch/contract';
import { FormModal } from '../../../components/form-modal/form-modal';
import { useChapters } from '../api/list-chapters';
import { type SavePartitionBody, useSavePartition } from '../api/partitions';

export interface PartitionFormModalProps {
  target: AnalysisPartition | 'new' | null;
  onClose: () => void;
}

/** The contract's code rule: a letter first, then letters, digits, `_` or `-`. */
export const ZONE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Add or edit a partition: code, names, the chapter it usually serves and its order. */
export function PartitionFormModal({ target, onClose }: PartitionFormModalProps) {
  const { t, i18n } = useTranslation('analysis');
  const [form] = Form.useForm<Omit<SavePartitionBody, 'id'>>();
  const save = useSavePartition();
  const chapters = useChapters();
  const editing = target !== null && target !== 'new' ? target : null;
  const zh = !i18n.language.startsWith('en');

  const onSave = async (fields: Omit<SavePartitionBody, 'id'>) => {
    await save.mutateAsync({ ...fields, ...(editing ? { id: editing.id } : {}) });
    return t(editing ? 'saved.edit' : 'saved.add');
  };
  const required = (label: string) => ({ required: true, whitespace: true, message: t('form.required', { label }) });

  return (
    <FormModal<Omit<SavePartitionBody, 'id'>>
      open={target !== null}
      title={t(editing ? 'aezs.partition.editTitle' : 'aezs.partition.addTitle')}
      name="analysis-partition"
      form={form}
      initialValues={editing ?? { sortNo: 0 }}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item
        name="code"
        label={t('aezs.partition.code')}
        rules={[
          required(t('aezs.partition.code')),
          { max: 32 },
          { pattern: ZONE_CODE_PATTERN, message: t('aezs.codeInvalid') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="nameZh" label={t('chapter.nameZh')} rules={[required(t('chapter.nameZh')), { max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="nameEn" label={t('chapter.nameEn')} rules={[required(t('chapter.nameEn')), { max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="chapterCode" label={t('aezs.partition.chapter')}>
        <Select
          allowClear
          placeholder={t('cueWord.anyChapter')}
          options={(chapters.data ?? []).map((c) => ({ value: c.code, label: zh ? c.nameZh : c.nameEn }))}
        />
      </Form.Item>
      <Form.Item name="sortNo" label={t('chapter.sortNo')}>
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
