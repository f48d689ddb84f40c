import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatAbbreviation } from '@cropwatch/contract';
import { FormModal } from '../../../../components/form-modal/form-modal';
import { useSaveAbbreviation, type SaveAbbreviationBody } from '../../api/save-abbreviation';

export interface AbbreviationFormModalProps {
  /** `null`: closed; `'new'`: add; a row: edit it. */
  target: ChatAbbreviation | 'new' | null;
  onClose: () => void;
}

/** Mirrors the server's rule (contract `chatAbbreviationAddBodySchema`), so the form says it before the server does. */
export const ABBR_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}/&.\- ]*$/u;

/** Add or edit one noun abbreviation (VCIx ↔ 最佳植被状况指数). */
export function AbbreviationFormModal({ target, onClose }: AbbreviationFormModalProps) {
  const { t } = useTranslation('chat-admin');
  const [form] = Form.useForm<SaveAbbreviationBody>();
  const save = useSaveAbbreviation();
  const editing = target !== null && target !== 'new' ? target : null;

  const onSave = async (values: SaveAbbreviationBody) => {
    await save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) });
    return t(editing ? 'saved.edit' : 'saved.add');
  };

  const required = (label: string) => ({ required: true, whitespace: true, message: t('form.required', { label }) });

  return (
    <FormModal<SaveAbbreviationBody>
      open={target !== null}
      title={t(editing ? 'abbr.editTitle' : 'abbr.addTitle')}
      name="chat-abbreviation"
      form={form}
      width={640}
      initialValues={editing ?? { sortNo: 0 }}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item
        name="abbr"
        label={t('abbr.abbr')}
        rules={[required(t('abbr.abbr')), { max: 32 }, { pattern: ABBR_PATTERN, message: t('abbr.abbrInvalid') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="fullZh" label={t('abbr.fullZh')} rules={[required(t('abbr.fullZh')), { max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="fullEn" label={t('abbr.fullEn')} rules={[required(t('abbr.fullEn')), { max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="definitionZh" label={t('abbr.definitionZh')} rules={[{ max: 1000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item name="definitionEn" label={t('abbr.definitionEn')} rules={[{ max: 1000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item name="category" label={t('abbr.category')} rules={[{ max: 50 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="sortNo" label={t('abbr.sortNo')}>
        <InputNumber min={0} max={100000} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
