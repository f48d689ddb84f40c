import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DepartTreeNode } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useAddDepart } from '../api/add-depart';
import { toAddBody, type DepartFormValues } from '../lib/depart-form';
import { DepartFormFields } from './depart-form-fields';

export interface DepartAddModalProps {
  /** `null` adds a top-level department. */
  parent: DepartTreeNode | null;
  onClose: () => void;
  onAdded: (parent: DepartTreeNode | null) => void;
}

/** 添加部门 / 添加下级: the server generates the code; a child defaults to category 部门. */
export function DepartAddModal({ parent, onClose, onAdded }: DepartAddModalProps) {
  const { t } = useTranslation('depart');
  const [form] = Form.useForm<DepartFormValues>();
  const add = useAddDepart();

  const submit = (values: DepartFormValues) =>
    add.mutate(toAddBody(values, parent?.id ?? null), {
      onSuccess: (message) => {
        feedback.message.success(message || t('add.done'));
        onAdded(parent);
      },
      onError: (error) => {
        const message = failureMessage(error);
        if (message) feedback.message.warning(message);
      },
    });

  return (
    <Modal
      open
      title={parent ? t('add.childTitle') : t('add.topTitle')}
      width={720}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DepartFormValues>
        form={form}
        name="depart-add"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 18 }}
        initialValues={{ orgCategory: parent ? '2' : '1', departOrder: 0 }}
        onFinish={submit}
      >
        {parent && (
          <Form.Item label={t('form.parent')} htmlFor="depart-add-parent">
            <Input id="depart-add-parent" value={parent.departName} disabled />
          </Form.Item>
        )}
        <DepartFormFields />
      </Form>
    </Modal>
  );
}
