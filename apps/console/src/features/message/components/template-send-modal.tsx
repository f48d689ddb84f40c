import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@cropwatch/contract';
import { UserPicker } from '../../../components/user-picker/user-picker';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useSendMsg } from '../api/send-msg';
import { parseTestJson, placeholdersOf } from '../lib/placeholders';

const SEND_MODAL_WIDTH = 640;

interface SendValues {
  receiver: string;
  values: Record<string, string>;
}

export interface TemplateSendModalProps {
  template: MessageTemplate | null;
  onClose: () => void;
}

/**
 * Test-send (Vue2 `SysMessageTestModal`): one input per `${name}` of the template, prefilled from its test
 * data, and the users to send it to; each receives a system message in the bell.
 */
export function TemplateSendModal({ template, onClose }: TemplateSendModalProps) {
  const { t } = useTranslation('message');
  const [form] = Form.useForm<SendValues>();
  const send = useSendMsg();
  const names = useMemo(
    () => (template ? placeholdersOf(template.templateName, template.templateContent) : []),
    [template],
  );

  useEffect(() => {
    if (!template) return;
    form.resetFields();
    const stored = parseTestJson(template.templateTestJson);
    form.setFieldsValue({ values: Object.fromEntries(names.map((n) => [n, stored[n] ?? ''])) });
  }, [template, names, form]);

  const submit = async () => {
    if (!template) return;
    let values: SendValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const message = await send.mutateAsync({
        templateCode: template.templateCode,
        // As the Vue2 dialog sends it: the placeholder values as a JSON string.
        testData: JSON.stringify(values.values ?? {}),
        receiver: values.receiver,
        msgType: 'system',
      });
      feedback.message.success(message || t('send.done'));
      onClose();
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  return (
    <Modal
      open={template !== null}
      title={t('send.title', { code: template?.templateCode ?? '' })}
      width={SEND_MODAL_WIDTH}
      okText={t('send.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={send.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
      maskClosable={false}
    >
      <Form form={form} layout="vertical" name="message-template-send">
        {names.length === 0 ? (
          <Alert type="info" showIcon title={t('send.noPlaceholders')} style={{ marginBottom: 16 }} />
        ) : (
          names.map((name) => (
            <Form.Item
              key={name}
              name={['values', name]}
              label={`\${${name}}`}
              rules={[{ required: true, message: t('send.valueRequired', { name }) }]}
            >
              <Input aria-label={name} />
            </Form.Item>
          ))
        )}
        <Form.Item
          name="receiver"
          label={t('send.receiver')}
          rules={[{ required: true, message: t('send.receiverRequired') }]}
        >
          <UserPicker aria-label={t('send.receiver')} placeholder={t('send.receiverPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
