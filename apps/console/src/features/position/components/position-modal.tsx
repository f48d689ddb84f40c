import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { POSITION_CODE_PATTERN, type SysPosition } from '@cropwatch/contract';
import { DictSelect } from '../../../components/dict/dict-select';
import { FormModal } from '../../../components/form-modal/form-modal';
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

  const save = (values: PositionFormValues) => {
    const body = { name: values.name.trim(), code: values.code.trim(), postRank: values.postRank ?? '' };
    return position ? edit.mutateAsync({ ...body, id: position.id }) : add.mutateAsync(body);
  };

  return (
    <FormModal<PositionFormValues>
      open
      title={position ? t('editTitle') : t('addTitle')}
      name="position"
      form={form}
      initialValues={position ? { name: position.name, code: position.code, postRank: position.postRank } : {}}
      saving={add.isPending || edit.isPending}
      onSave={save}
      onClose={onClose}
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
    </FormModal>
  );
}
