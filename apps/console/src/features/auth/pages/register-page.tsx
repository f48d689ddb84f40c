import { Button, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { isStrongEnough, rules } from '../../../lib/validators';
import { useRegister } from '../api/register';
import { PasswordStrength } from '../components/password-strength';
import { SmsCodeButton } from '../components/sms-code-button';

interface Values {
  username: string;
  password: string;
  password2: string;
  mobile: string;
  smscode: string;
  email?: string;
}

const FORM_WIDTH = 368;

/** `/user/register`: anonymous sign-up confirmed by an SMS code (contract §6.1, spec §5 Registration). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const register = useRegister();
  const password = Form.useWatch('password', form) ?? '';

  const onFinish = async (values: Values) => {
    try {
      await register.mutateAsync({
        username: values.username,
        password: values.password,
        phone: values.mobile,
        smscode: values.smscode,
        email: values.email ?? '',
      });
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.notification.error({ title: t('register.failed'), description: message, duration: 4 });
      return;
    }
    void navigate('/user/register-result', { state: { username: values.username } });
  };

  return (
    <div style={{ width: '100%', maxWidth: FORM_WIDTH, margin: '0 auto' }}>
      <Typography.Title level={4}>{t('register.title')}</Typography.Title>
      <Form form={form} name="register" size="large" onFinish={(values) => void onFinish(values)}>
        <Form.Item name="username" rules={rules.username()}>
          <Input placeholder={t('register.username')} autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          extra={<PasswordStrength value={password} />}
          rules={[
            { required: true, message: t('register.passwordRequired') },
            {
              validator: (_, value: string | undefined) =>
                !value || isStrongEnough(value) ? Promise.resolve() : Promise.reject(new Error(t('register.weak'))),
            },
          ]}
        >
          <Input.Password placeholder={t('register.password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password2"
          dependencies={['password']}
          rules={[
            { required: true, message: t('register.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('register.mismatch'))),
            }),
          ]}
        >
          <Input.Password placeholder={t('register.confirm')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="mobile" rules={rules.mobile()}>
          <Input placeholder={t('register.mobile')} autoComplete="tel" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item name="smscode" rules={rules.smsCode()}>
              <Input placeholder={t('register.smsCode')} autoComplete="one-time-code" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <SmsCodeButton
              smsmode="1"
              size="large"
              getMobile={() => form.validateFields(['mobile']).then((v) => v.mobile)}
            />
          </Col>
        </Row>
        <Form.Item name="email" rules={rules.email()}>
          <Input placeholder={t('register.email')} autoComplete="email" />
        </Form.Item>
        <Flex justify="space-between" align="center">
          <Button type="primary" htmlType="submit" loading={register.isPending}>
            {t('register.submit')}
          </Button>
          <Link to="/user/login">{t('register.toLogin')}</Link>
        </Flex>
      </Form>
    </div>
  );
}

export default RegisterPage;
