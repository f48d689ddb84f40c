import { Button, Col, Flex, Form, Input, Result, Row, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SliderCaptcha } from '../../../components/slider-captcha';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { isStrongEnough, rules } from '../../../lib/validators';
import { usePasswordChange } from '../api/password-change';
import { SmsCodeButton } from '../components/sms-code-button';

const FORM_WIDTH = 500;

interface Values {
  username: string;
  /** The slider captcha of the first step was solved. */
  captcha: boolean;
  mobile: string;
  smscode: string;
  password: string;
  password2: string;
}

/** Fields checked before leaving each step; the last step submits. */
const STEP_FIELDS: (keyof Values)[][] = [['username', 'captcha'], ['mobile', 'smscode'], ['password', 'password2']];

/** The slider as a form control: `onChange(true)` once solved (Form.Item passes `onChange`). */
function CaptchaField({ onChange }: { onChange?: (verified: boolean) => void }) {
  return <SliderCaptcha width={FORM_WIDTH} onVerified={() => onChange?.(true)} />;
}

/**
 * `/user/alteration`: forgot password in four steps — account, phone + SMS code, new password twice, done —
 * finished by `GET /sys/user/passwordChange` (contract §2.8).
 */
export function AlterationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // One form across the steps: values of hidden steps must survive until the final call.
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const change = usePasswordChange();

  const next = async () => {
    try {
      await form.validateFields(STEP_FIELDS[step]);
    } catch {
      return;
    }
    if (step < 2) {
      setStep(step + 1);
      return;
    }
    const values = form.getFieldsValue(true) as Values;
    try {
      await change.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        smscode: values.smscode,
        phone: values.mobile,
      });
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
      return;
    }
    setStep(3);
  };

  return (
    <div style={{ width: '100%', maxWidth: FORM_WIDTH, margin: '0 auto' }}>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 32 }}
        items={[
          { title: t('alteration.stepAccount') },
          { title: t('alteration.stepPhone') },
          { title: t('alteration.stepPassword') },
          { title: t('alteration.stepDone') },
        ]}
      />
      {step === 3 ? (
        <Result
          status="success"
          title={t('alteration.done')}
          extra={
            <Button type="primary" onClick={() => void navigate('/user/login')}>
              {t('alteration.toLogin')}
            </Button>
          }
        />
      ) : (
        <Form form={form} name="alteration" layout="vertical" onFinish={() => void next()}>
          {step === 0 && (
            <Form.Item
              name="username"
              label={t('alteration.username')}
              rules={[{ required: true, whitespace: true, message: t('alteration.usernameRequired') }]}
            >
              <Input placeholder={t('alteration.usernameRequired')} autoComplete="username" />
            </Form.Item>
          )}
          {step === 0 && (
            <Form.Item
              name="captcha"
              rules={[
                {
                  validator: (_, value: boolean | undefined) =>
                    value ? Promise.resolve() : Promise.reject(new Error(t('common:captcha.required'))),
                },
              ]}
            >
              <CaptchaField />
            </Form.Item>
          )}
          {step === 1 && (
            <>
              <Form.Item name="mobile" label={t('alteration.mobile')} rules={rules.mobile()}>
                <Input placeholder={t('alteration.mobile')} autoComplete="tel" />
              </Form.Item>
              <Row gutter={16}>
                <Col span={16}>
                  <Form.Item name="smscode" rules={rules.smsCode()}>
                    <Input placeholder={t('login.smsCode')} autoComplete="one-time-code" />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <SmsCodeButton smsmode="2" getMobile={() => form.validateFields(['mobile']).then((v) => v.mobile)} />
                </Col>
              </Row>
            </>
          )}
          {step === 2 && (
            <>
              <Form.Item
                name="password"
                label={t('alteration.password')}
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
                label={t('alteration.confirm')}
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
            </>
          )}
          <Flex justify="space-between">
            {step > 0 ? (
              <Button onClick={() => setStep(step - 1)}>{t('common:actions.previous')}</Button>
            ) : (
              <Button onClick={() => void navigate('/user/login')}>{t('alteration.toLogin')}</Button>
            )}
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {step === 2 ? t('common:actions.submit') : t('common:actions.next')}
            </Button>
          </Flex>
        </Form>
      )}
    </div>
  );
}

export default AlterationPage;
