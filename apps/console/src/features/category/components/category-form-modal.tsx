import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTree } from '../../../components/dict/category-tree';
import { useAddCategory } from '../api/add-category';
import { useEditCategory } from '../api/edit-category';
import {
  categoryFormValues,
  toCategoryAddBody,
  toCategoryEditBody,
  type CategoryFormTarget,
  type CategoryFormValues,
} from './category-form';
import { ROOT_PID } from './tree-rows';

export interface CategoryFormModalProps {
  /** `null` closes the modal. */
  target: CategoryFormTarget | null;
  onClose: () => void;
  /** After a save, with the parent id (`0` for a root). */
  onSaved?: (pid: string) => void;
}

/** Add a root or child category, or edit one (Vue2 `SysCategoryModal`); the server assigns the code. */
export function CategoryFormModal({ target, onClose, onSaved }: CategoryFormModalProps) {
  const { t } = useTranslation('category');
  const [form] = Form.useForm<CategoryFormValues>();
  const add = useAddCategory();
  const edit = useEditCategory();

  useEffect(() => {
    if (target) form.setFieldsValue(categoryFormValues(target));
  }, [target, form]);

  const submit = (values: CategoryFormValues) => {
    if (!target) return;
    const pid = toCategoryAddBody(values).pid ?? ROOT_PID;
    const done = {
      onSuccess: () => {
        onSaved?.(pid);
        onClose();
      },
    };
    if (target.mode === 'edit') edit.mutate(toCategoryEditBody(values, target.record), done);
    else add.mutate(toCategoryAddBody(values), done);
  };

  const title =
    target?.mode === 'edit' ? t('form.editTitle') : target?.parent ? t('form.addChildTitle') : t('form.addTitle');

  return (
    <Modal
      open={target !== null}
      title={title}
      width={800}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={add.isPending || edit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} onFinish={submit} name="category-form">
        <Form.Item name="pid" label={t('fields.parent')} extra={t('form.parentHint')}>
          <CategoryTree
            aria-label={t('fields.parent')}
            placeholder={t('form.parentPlaceholder')}
            disabled={target?.mode === 'add' && target.parent !== null}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('fields.name')}
          rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }, { max: 100 }]}
        >
          <Input placeholder={t('form.namePlaceholder')} />
        </Form.Item>
        <Form.Item label={t('fields.code')}>
          {target?.mode === 'edit' ? (
            <Input value={target.record.code} disabled />
          ) : (
            <Input value="" placeholder={t('form.codeGenerated')} disabled />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
