import { Form, type FormInstance, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { failureMessage } from '../../lib/http';

export interface FormModalProps<Values> {
  open: boolean;
  title: ReactNode;
  /** Form name: prefixes the field ids (`<name>_<field>`), which tests and labels rely on. */
  name: string;
  form: FormInstance<Values>;
  /** As antd takes them: rows from the server often carry wider types than the form's values. */
  initialValues?: FormProps<Values>['initialValues'];
  width?: number;
  /** Label of the OK button; `确定` / `OK` by default. */
  okText?: ReactNode;
  /** Layout and change hook of the form (vertical by default). */
  formProps?: Pick<FormProps<Values>, 'layout' | 'labelCol' | 'wrapperCol' | 'onValuesChange'>;
  /**
   * Keep the form mounted while closed, for dialogs that fill it with `form.setFieldsValue` when they open; the
   * fields are reset after closing instead of the form being destroyed.
   */
  keepMounted?: boolean;
  /** `false` for long forms where a stray click outside must not discard the typing. */
  maskClosable?: boolean;
  /** Runs after the close animation (reset what lives outside the form). */
  afterClose?: () => void;
  /** A save is running: the OK button spins. */
  saving: boolean;
  /**
   * Saves the validated values and resolves to the success message; a rejection shows the server's message (HTTP
   * failures were already reported by the http layer) and keeps the dialog open with what was typed.
   */
  onSave: (values: Values) => Promise<string>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The add/edit dialog every admin page uses: a vertical form inside a modal, validated on OK, saved through a
 * mutation, a success toast and close on success, a warning with the server's message on failure. A fresh form
 * per opening (`destroyOnHidden`), filled from `initialValues`, unless `keepMounted`.
 */
export function FormModal<Values>({
  open,
  title,
  name,
  form,
  initialValues,
  width,
  okText,
  formProps,
  keepMounted = false,
  maskClosable = true,
  afterClose,
  saving,
  onSave,
  onClose,
  children,
}: FormModalProps<Values>) {
  const { t } = useTranslation('common');

  const submit = async () => {
    // Invalid fields show their own messages; nothing to report here.
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    try {
      feedback.message.success(await onSave(values));
      onClose();
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText ?? t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={maskClosable}
      destroyOnHidden={!keepMounted}
      forceRender={keepMounted}
      afterClose={() => {
        if (keepMounted) form.resetFields();
        afterClose?.();
      }}
    >
      {/* The form instance outlives the dialog: unless its fields stay mounted, drop their values when they unmount,
          or a value a picker set in one opening would show up in the next (antd keeps it otherwise). */}
      <Form<Values>
        form={form}
        name={name}
        initialValues={initialValues}
        preserve={keepMounted}
        layout="vertical"
        {...formProps}
      >
        {children}
      </Form>
    </Modal>
  );
}
