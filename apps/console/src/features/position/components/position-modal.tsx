import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { POSITION_CODE_PATTERN, type SysPosition } from '@cropwatch/contract';
import { DictSelect } from '../../../components/dict/dict-select';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { duplicateCheckRule } from '../../../lib/validators';
import { useAddPosition } from '../api/add-position';
import { useEditPosition } from '../api/edit-position';

export interface PositionFormValues {
  name: string;
  code: string;
  postRank?: string | null;
}

export interface PositionModalProps {
  /** `null` adds a position. */
  position: SysPosition | null;
  onClose: () => void;
}

/** Add or edit a position: name, unique code (checked on the server as you type), rank (`position_rank`). */
export function PositionModal({ position, onClose }: PositionModalProps) {
  const { t } = useTranslation('position');
  const [form] = Form.useForm<PositionFormValues>();
  const add = useAddPosition();
  const edit = useEditPosition();

  const callbacks = {
    onSuccess: (message: string) => {
      feedback.message.success(message);
      onClose();
    },
    onError: (error: unknown) => {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    },
  };
  const submit = (values: PositionFormValues) => {
    const body = { name: values.name.trim(), code: values.code.trim(), postRank: values.postRank ?? '' };
    if (position) edit.mutate({ ...body, id: position.id }, callbacks);
    else add.mutate(body, callbacks);
  };

  return (
    <Modal
      open
      title={position ? t('editTitle') : t('addTitle')}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={add.isPending || edit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PositionFormValues>
        form={form}
        name="position"
        layout="vertical"
        initialValues={position ? { name: position.name, code: position.code, postRank: position.postRank } : {}}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('code')}
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: t('codeRequired') },
            { pattern: POSITION_CODE_PATTERN, message: t('codeInvalid') },
            duplicateCheckRule({ tableName: 'sys_position', fieldName: 'code', dataId: position?.id }),
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="postRank" label={t('postRank')} rules={[{ required: true, message: t('postRankRequired') }]}>
          <DictSelect dictCode="position_rank" aria-label={t('postRank')} placeholder={t('postRankPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
