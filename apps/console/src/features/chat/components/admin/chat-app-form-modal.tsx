import { AutoComplete, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHAT_PROVIDERS, type ChatApp } from '@cropwatch/contract';
import { FormModal } from '../../../../components/form-modal/form-modal';
import { useLocalModels } from '../../api/list-local-models';
import { useSaveChatApp, type SaveChatAppBody } from '../../api/save-chat-app';

export interface ChatAppFormModalProps {
  /** `null`: closed; `'new'`: add; an app: edit it. */
  target: ChatApp | 'new' | null;
  onClose: () => void;
}

interface FormValues extends Omit<SaveChatAppBody, 'isDefault' | 'status'> {
  isDefault: boolean;
  status: boolean;
}

const DEFAULTS: Partial<FormValues> = {
  provider: 'offline',
  temperature: 0.7,
  timeoutSeconds: 60,
  sortNo: 0,
  status: true,
  isDefault: false,
  suggestedQuestions: [],
};

/** Values the form shows for an app; the API key is write-only, so its box starts empty. */
export function toFormValues(app: ChatApp): FormValues {
  const {
    id: _id,
    hasApiKey: _has,
    apiKeyHint: _hint,
    createBy: _cb,
    createTime: _ct,
    updateBy: _ub,
    updateTime: _ut,
    ...fields
  } = app;
  return { ...fields, apiKey: undefined, isDefault: app.isDefault === 1, status: app.status === 1 };
}

/** The body to send: blank optional texts become null, an untouched API key is left out (kept by the server). */
export function toBody(values: FormValues, id?: string): SaveChatAppBody {
  const { apiKey, isDefault, status, ...rest } = values;
  const blankToNull = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
  ) as Omit<SaveChatAppBody, 'isDefault' | 'status' | 'apiKey'>;
  return {
    ...blankToNull,
    ...(apiKey ? { apiKey } : {}),
    isDefault: isDefault ? 1 : 0,
    status: status ? 1 : 0,
    ...(id ? { id } : {}),
  };
}

/** Add or edit a chat app: provider, model, prompt and what greets an empty conversation. */
export function ChatAppFormModal({ target, onClose }: ChatAppFormModalProps) {
  const { t } = useTranslation('chat-admin');
  const [form] = Form.useForm<FormValues>();
  const save = useSaveChatApp();
  const editing = target !== null && target !== 'new' ? target : null;
  const provider = Form.useWatch('provider', form);
  const localModels = useLocalModels(target !== null && provider === 'local');

  const onSave = async (values: FormValues) => {
    await save.mutateAsync(toBody(values, editing?.id));
    return t(editing ? 'saved.edit' : 'saved.add');
  };

  const required = (label: string) => ({ required: true, message: t('form.required', { label }) });

  return (
    <FormModal<FormValues>
      open={target !== null}
      title={t(editing ? 'app.editTitle' : 'app.addTitle')}
      name="chat-app"
      form={form}
      width={800}
      initialValues={editing ? toFormValues(editing) : DEFAULTS}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('app.name')} rules={[required(t('app.name')), { max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="description" label={t('app.description')} rules={[{ max: 500 }]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="provider" label={t('app.provider')} rules={[required(t('app.provider'))]}>
        <Select options={CHAT_PROVIDERS.map((p) => ({ value: p, label: t(`provider.${p}`) }))} />
      </Form.Item>
      {provider === 'openai' && (
        <>
          <Form.Item
            name="baseUrl"
            label={t('app.baseUrl')}
            extra={t('app.baseUrlHint')}
            rules={[required(t('app.baseUrl')), { type: 'url', message: t('app.baseUrlInvalid') }]}
          >
            <Input placeholder="http://127.0.0.1:11434/v1" />
          </Form.Item>
          <Form.Item name="model" label={t('app.model')} rules={[required(t('app.model')), { max: 100 }]}>
            <Input placeholder="qwen2.5:7b" />
          </Form.Item>
          <Form.Item name="visionModel" label={t('app.visionModel')} rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="apiKey"
            label={t('app.apiKey')}
            extra={editing?.hasApiKey ? t('app.apiKeyKept', { hint: editing.apiKeyHint }) : undefined}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="maxTokens" label={t('app.maxTokens')}>
            <InputNumber min={1} max={128000} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      {provider === 'local' && (
        <>
          <Form.Item
            name="modelPath"
            label={t('app.modelPath')}
            extra={t('app.modelPathHint', { dir: localModels.data?.dir ?? 'DATA_DIR/models' })}
            rules={[required(t('app.modelPath')), { max: 500 }]}
          >
            <AutoComplete
              options={(localModels.data?.files ?? []).map((f) => ({
                value: f.name,
                label: `${f.name} (${Math.round(f.bytes / 1048576)} MB${f.gguf ? '' : `, ${t('app.notGguf')}`})`,
              }))}
              placeholder="qwen2.5-1.5b-instruct-q4_k_m.gguf"
            />
          </Form.Item>
          <Form.Item name="threads" label={t('app.threads')} extra={t('app.threadsHint')}>
            <InputNumber min={1} max={64} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="contextSize" label={t('app.contextSize')} extra={t('app.contextSizeHint')}>
            <InputNumber min={256} max={131072} step={512} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="idleMinutes" label={t('app.idleMinutes')} extra={t('app.idleMinutesHint')}>
            <InputNumber min={1} max={1440} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="maxTokens" label={t('app.maxTokens')}>
            <InputNumber min={1} max={128000} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      <Form.Item name="systemPrompt" label={t('app.systemPrompt')} rules={[{ max: 8000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <Form.Item name="temperature" label={t('app.temperature')} rules={[required(t('app.temperature'))]}>
        <InputNumber min={0} max={2} step={0.1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="timeoutSeconds" label={t('app.timeoutSeconds')} rules={[required(t('app.timeoutSeconds'))]}>
        <InputNumber min={5} max={600} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="welcomeText" label={t('app.welcomeText')} rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name="suggestedQuestions"
        label={t('app.suggestedQuestions')}
        extra={t('app.suggestedQuestionsHint')}
        rules={[{ type: 'array', max: 10, message: t('app.suggestedQuestionsMax') }]}
      >
        <Select mode="tags" open={false} tokenSeparators={['\n']} />
      </Form.Item>
      <Form.Item name="sortNo" label={t('app.sortNo')}>
        <InputNumber min={0} max={100000} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="isDefault" label={t('app.isDefault')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="status" label={t('app.status')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
