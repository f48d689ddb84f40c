import { Form, Input, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate, MessageTemplateAddBody, MessageTemplateType } from '@cropwatch/contract';
import { CodeEditor } from '../../../components/code-editor';
import { FormModal } from '../../../components/form-modal/form-modal';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useAddMessageTemplate } from '../api/add-message-template';
import { useEditMessageTemplate } from '../api/edit-message-template';
import { isJsonObjectOrEmpty } from '../lib/placeholders';

const FORM_MODAL_WIDTH = 800;
/** The server's own rule for codes (contract `messageTemplateAddBodySchema`). */
const CODE_PATTERN = /^[A-Za-z0-9_\-.]+$/;

export const TEMPLATE_TYPES: readonly MessageTemplateType[] = ['1', '2'];
const RICH: MessageTemplateType = '2';

type FormValues = Required<Pick<MessageTemplateAddBody, 'templateCode' | 'templateName' | 'templateContent'>> & {
  templateType: MessageTemplateType;
  templateTestJson?: string | null;
};

const EMPTY: FormValues = {
  templateCode: '',
  templateName: '',
  templateContent: '',
  templateType: '1',
  templateTestJson: '',
};

export interface TemplateFormModalProps {
  open: boolean;
  record: MessageTemplate | null;
  onClose: () => void;
}

/** Add or edit a template: code, title and content with `${name}` placeholders, plain or rich text. */
export function TemplateFormModal({ open, record, onClose }: TemplateFormModalProps) {
  const { t } = useTranslation('message');
  const [form] = Form.useForm<FormValues>();
  const templateType = Form.useWatch('templateType', form);
  const add = useAddMessageTemplate();
  const edit = useEditMessageTemplate();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) {
      form.setFieldsValue({
        templateCode: record.templateCode,
        templateName: record.templateName,
        templateContent: record.templateContent,
        templateType: record.templateType,
        templateTestJson: record.templateTestJson ?? '',
      });
    }
  }, [open, record, form]);

  const save = async (values: FormValues) => {
    const body: MessageTemplateAddBody = {
      ...values,
      templateCode: values.templateCode.trim(),
      templateTestJson: values.templateTestJson?.trim() ?? '',
    };
    const message = record ? await edit.mutateAsync({ ...body, id: record.id }) : await add.mutateAsync(body);
    return message || t('saved');
  };

  return (
    <FormModal<FormValues>
      open={open}
      title={record ? t('template.editTitle') : t('template.addTitle')}
      name="message-template-form"
      form={form}
      width={FORM_MODAL_WIDTH}
      okText={t('actions.save')}
      initialValues={EMPTY}
      keepMounted
      maskClosable={false}
      saving={add.isPending || edit.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="templateCode"
        label={t('template.field.templateCode')}
        rules={[
          { required: true, whitespace: true, message: t('template.form.codeRequired') },
          { pattern: CODE_PATTERN, message: t('template.form.codePattern') },
          { max: 50, message: t('template.form.max', { max: 50 }) },
        ]}
      >
        {/* The code is what senders refer to: fixed once saved. */}
        <Input aria-label={t('template.field.templateCode')} disabled={record !== null} />
      </Form.Item>
      <Form.Item
        name="templateName"
        label={t('template.field.templateName')}
        tooltip={t('template.form.placeholderHint')}
        rules={[
          { required: true, whitespace: true, message: t('template.form.nameRequired') },
          { max: 100, message: t('template.form.max', { max: 100 }) },
        ]}
      >
        <Input aria-label={t('template.field.templateName')} />
      </Form.Item>
      <Form.Item name="templateType" label={t('template.field.templateType')} rules={[{ required: true }]}>
        <Radio.Group
          aria-label={t('template.field.templateType')}
          options={TEMPLATE_TYPES.map((value) => ({ value, label: t(`template.type.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="templateContent"
        label={t('template.field.templateContent')}
        tooltip={t('template.form.placeholderHint')}
        rules={[{ required: true, whitespace: true, message: t('template.form.contentRequired') }]}
      >
        {templateType === RICH ? (
          <RichTextEditor aria-label={t('template.field.templateContent')} />
        ) : (
          <Input.TextArea aria-label={t('template.field.templateContent')} rows={6} />
        )}
      </Form.Item>
      {/* The form stays mounted while closed: the editor (and its Monaco chunk) only while the dialog is open. */}
      {open && (
        <Form.Item
          name="templateTestJson"
          label={t('template.field.templateTestJson')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                isJsonObjectOrEmpty(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('template.form.jsonInvalid'))),
            },
          ]}
        >
          <CodeEditor language="json" height={140} ariaLabel={t('template.field.templateTestJson')} />
        </Form.Item>
      )}
    </FormModal>
  );
}
