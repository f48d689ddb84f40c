import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysDepart, SysTenant } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { setTenant, setUserInfo } from '../../../stores/session';
import { useSelectDepart } from '../api/select-depart';

export interface LoginSelectModalProps {
  open: boolean;
  username: string;
  /** Offered when the user has several departments (`multi_depart === 2`). */
  departs: SysDepart[];
  /** Offered when there are two or more; a single tenant was applied at login already. */
  tenants: SysTenant[];
  onDone: () => void;
}

interface Values {
  orgCode?: string;
  tenantId?: number;
}

/** After sign-in: the user must pick the login department and/or tenant before entering (contract §2.2). */
export function LoginSelectModal({ open, username, departs, tenants, onDone }: LoginSelectModalProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const select = useSelectDepart();
  const chooseDepart = departs.length > 0;
  const chooseTenant = tenants.length > 1;

  const onOk = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (chooseTenant && values.tenantId !== undefined) setTenant(values.tenantId);
    if (chooseDepart && values.orgCode) {
      try {
        setUserInfo(await select.mutateAsync({ orgCode: values.orgCode, username }));
      } catch (error) {
        const message = failureMessage(error);
        if (message) feedback.message.error(message);
        return;
      }
    }
    onDone();
  };

  return (
    <Modal
      open={open}
      title={chooseDepart ? t('select.departTitle') : t('select.tenantTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      okText={t('common:actions.ok')}
      confirmLoading={select.isPending}
      onOk={() => void onOk()}
      footer={(_, { OkBtn }) => <OkBtn />}
    >
      <Form form={form} layout="vertical" name="login-select">
        {chooseTenant && (
          <Form.Item
            name="tenantId"
            label={t('select.tenant')}
            tooltip={t('select.tenantTip')}
            rules={[{ required: true, message: t('select.tenantRequired') }]}
          >
            <Select
              placeholder={t('select.tenantRequired')}
              options={tenants.map((tenant) => ({ label: tenant.name, value: tenant.id }))}
            />
          </Form.Item>
        )}
        {chooseDepart && (
          <Form.Item
            name="orgCode"
            label={t('select.depart')}
            tooltip={t('select.departTip')}
            rules={[{ required: true, message: t('select.departRequired') }]}
          >
            <Select
              placeholder={t('select.departRequired')}
              options={departs.map((depart) => ({ label: depart.departName, value: depart.orgCode }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
