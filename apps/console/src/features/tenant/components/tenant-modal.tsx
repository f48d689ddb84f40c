import { DatePicker, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysTenant } from '@cropwatch/contract';
import { FormModal } from '../../../components/form-modal/form-modal';
import { DATE_TIME_FORMAT } from '../../../lib/dayjs';
import { duplicateCheckRule } from '../../../lib/validators';
import { useAddTenant } from '../api/add-tenant';
import { useEditTenant } from '../api/edit-tenant';
import { isPeriodValid, tenantFormValues, toTenantBody, type TenantFormValues } from '../lib/tenant-form';

export interface TenantModalProps {
  /** `null` adds a tenant. */
  tenant: SysTenant | null;
  onClose: () => void;
}

/** Add or edit a tenant: the number is chosen by the administrator and fixed afterwards. */
export function TenantModal({ tenant, onClose }: TenantModalProps) {
  const { t } = useTranslation('tenant');
  const [form] = Form.useForm<TenantFormValues>();
  const add = useAddTenant();
  const edit = useEditTenant();

  const save = (values: TenantFormValues) => {
    const body = toTenantBody(values);
    return tenant ? edit.mutateAsync({ ...body, id: tenant.id }) : add.mutateAsync(body);
  };

  return (
    <FormModal<TenantFormValues>
      open
      title={tenant ? t('editTitle') : t('addTitle')}
      name="tenant"
      form={form}
      initialValues={tenant ? tenantFormValues(tenant) : { status: 1 }}
      saving={add.isPending || edit.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="id"
        label={t('id')}
        validateTrigger="onBlur"
        rules={[
          { required: true, message: t('idRequired') },
          ...(tenant ? [] : [duplicateCheckRule({ tableName: 'sys_tenant', fieldName: 'id' })]),
        ]}
      >
        <InputNumber min={1} max={2_147_483_647} precision={0} disabled={Boolean(tenant)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 100 }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="beginDate" label={t('beginDate')}>
        <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="endDate"
        label={t('endDate')}
        dependencies={['beginDate']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: TenantFormValues['endDate']) =>
              isPeriodValid(getFieldValue('beginDate') as TenantFormValues['beginDate'], value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('endBeforeBegin'))),
          }),
        ]}
      >
        <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('status')}>
        <Radio.Group
          options={[
            { value: 1, label: t('statuses.1') },
            { value: 0, label: t('statuses.0') },
          ]}
        />
      </Form.Item>
    </FormModal>
  );
}
