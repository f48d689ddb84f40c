import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Flex, Form, Row, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { localCache, StorageKey } from '../../../lib/storage';
import { rules } from '../../../lib/validators';
import type { SessionLoginResult } from '../../../stores/session';
import { useRandomImage } from '../api/get-random-image';
import { useLogin } from '../api/login';
import { usePhoneLogin } from '../api/phone-login';
import { LoginTabs } from '../components/login-tabs';
import { Input, Password } from '../components/sign-in-input';
import { SmsCodeButton } from '../components/sms-code-button';
import { preloadLoginChooser, useCompleteLogin } from '../hooks/use-complete-login';

type LoginTab = 'account' | 'phone';

interface Values {
  username: string;
  password: string;
  captcha: string;
  mobile: string;
  smsCode: string;
  rememberMe: boolean;
}

const FORM_WIDTH = 368;
const CAPTCHA_HEIGHT = 40;

/** Captcha keys are epoch milliseconds, re-sent as `checkKey` (contract §2.1). */
const newCaptchaKey = (): string => String(Date.now());

function CaptchaImage({ captchaKey, onRefresh }: { captchaKey: string; onRefresh: () => void }) {
  const { t } = useTranslation('auth');
  const image = useRandomImage(captchaKey);
  return (
    <button
      type="button"
      onClick={onRefresh}
      title={t('login.captchaRefresh')}
      aria-label={t('login.captchaRefresh')}
      style={{ width: '100%', height: CAPTCHA_HEIGHT, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
    >
      {image.isPending ? (
        <Spin size="small" />
      ) : image.isSuccess ? (
        <img src={image.data} alt={t('login.captchaAlt')} style={{ width: '100%', height: CAPTCHA_HEIGHT }} />
      ) : (
        t('login.captchaFailed')
      )}
    </button>
  );
}

/** `/user/login`: account + image captcha, or phone + SMS code (spec §2, contract §2.1–2.3). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const [tab, setTab] = useState<LoginTab>('account');
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const login = useLogin();
  const phoneLogin = usePhoneLogin();
  const { complete, selectModal } = useCompleteLogin();

  const refreshCaptcha = () => {
    setCaptchaKey(newCaptchaKey());
    form.setFieldValue('captcha', '');
  };

  const onFinish = async (values: Values) => {
    preloadLoginChooser();
    let result: SessionLoginResult;
    try {
      result =
        tab === 'account'
          ? await login.mutateAsync({
              username: values.username.trim(),
              password: values.password,
              captcha: values.captcha,
              checkKey: captchaKey,
              remember_me: values.rememberMe,
            })
          : await phoneLogin.mutateAsync({ mobile: values.mobile, captcha: values.smsCode, remember_me: values.rememberMe });
    } catch (error) {
      // A used or wrong captcha (code 412) is dead on the server; any failed attempt needs a fresh one.
      if (tab === 'account') refreshCaptcha();
      const message = failureMessage(error);
      if (message) feedback.notification.error({ title: t('login.failed'), description: message, duration: 4 });
      return;
    }
    if (tab === 'account' && values.rememberMe) {
      localCache.set(StorageKey.rememberedUsername, result.userInfo.username, null);
    } else if (tab === 'account') {
      localCache.remove(StorageKey.rememberedUsername);
    }
    complete(result);
  };

  return (
    <div style={{ width: '100%', maxWidth: FORM_WIDTH, margin: '0 auto' }}>
      <Form
        form={form}
        name="login"
        size="large"
        initialValues={{ rememberMe: true, username: localCache.get<string>(StorageKey.rememberedUsername) ?? '' }}
        onFinish={(values) => void onFinish(values)}
      >
        <LoginTabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'account', label: t('login.tabAccount') },
            { key: 'phone', label: t('login.tabPhone') },
          ]}
        />
        {tab === 'account' ? (
          <>
            <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
              <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
            </Form.Item>
            <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
              <Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" />
            </Form.Item>
            <Row gutter={16}>
              <Col span={16}>
                <Form.Item name="captcha" rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}>
                  <Input prefix={<SafetyOutlined />} placeholder={t('login.captcha')} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} />
              </Col>
            </Row>
          </>
        ) : (
          <>
            <Form.Item name="mobile" rules={rules.mobile()}>
              <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} autoComplete="tel" />
            </Form.Item>
            <Row gutter={16}>
              <Col span={16}>
                <Form.Item name="smsCode" rules={rules.smsCode()}>
                  <Input prefix={<SafetyOutlined />} placeholder={t('login.smsCode')} autoComplete="one-time-code" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <SmsCodeButton
                  smsmode="0"
                  getMobile={() => form.validateFields(['mobile']).then((v) => v.mobile)}
                />
              </Col>
            </Row>
          </>
        )}
        <Flex justify="space-between" align="baseline">
          <Form.Item name="rememberMe" valuePropName="checked">
            <Checkbox>{t('login.rememberMe')}</Checkbox>
          </Form.Item>
          <Link to="/user/alteration">{t('login.forgotPassword')}</Link>
        </Flex>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending || phoneLogin.isPending}>
            {t('login.submit')}
          </Button>
        </Form.Item>
        <Flex justify="flex-end">
          <Link to="/user/register">{t('login.register')}</Link>
        </Flex>
      </Form>
      {selectModal}
    </div>
  );
}

export default LoginPage;
