import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../lib/validators';
import { ORG_CATEGORIES } from '../lib/depart-form';

/** The department fields shared by the add dialog and the edit panel (Vue2 DepartModal / DepartBaseInfo). */
export function DepartFormFields() {
  const { t } = useTranslation('depart');
  return (
    <>
      <Form.Item
        name="departName"
        label={t('form.departName')}
        rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }, { max: 100 }]}
      >
        <Input placeholder={t('form.departNamePlaceholder')} maxLength={100} />
      </Form.Item>
      <Form.Item name="departNameEn" label={t('form.departNameEn')} rules={[{ max: 500 }]}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="orgCategory" label={t('form.orgCategory')}>
        <Radio.Group options={ORG_CATEGORIES.map((value) => ({ value, label: t(`form.orgCategories.${value}`) }))} />
      </Form.Item>
      <Form.Item name="departOrder" label={t('form.departOrder')}>
        <InputNumber min={-1_000_000} max={1_000_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="mobile" label={t('form.mobile')} rules={rules.mobile(false)}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="fax" label={t('form.fax')} rules={[{ max: 32 }]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="address" label={t('form.address')} rules={[{ max: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="memo" label={t('form.memo')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </>
  );
}
