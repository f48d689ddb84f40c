import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PlainButton, Spinner } from '../../../components/plain-controls/plain-controls';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from '../../../lib/patterns';
import { localCache, StorageKey } from '../../../lib/storage';
import { preferencesStore } from '../../../stores/preferences';
import type { SessionLoginResult } from '../../../stores/session';
import { useRandomImage } from '../api/get-random-image';
import { useLogin } from '../api/login';
import { usePhoneLogin } from '../api/phone-login';
import { LoginTabs } from '../components/login-tabs';
import '../components/login-form.css';
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

type Field = Exclude<keyof Values, 'rememberMe'>;
type Errors = Partial<Record<Field, string>>;

const TAB_FIELDS: Record<LoginTab, readonly Field[]> = {
  account: ['username', 'password', 'captcha'],
  phone: ['mobile', 'smsCode'],
};

const blank = (value: string): boolean => value.trim() === '';

/**
 * The sign-in rules, with the messages antd's Form showed (issue #17: the page no longer loads antd's Form,
 * rc-form and async-validator). Username and captcha refuse whitespace only; mobile and SMS code are the spec §5
 * presets (required, then the pattern).
 */
function fieldError(
  field: Field,
  value: string,
  t: (key: string, options?: { ns: string }) => string,
): string | undefined {
  const common = (key: string) => t(key, { ns: 'common' });
  switch (field) {
    case 'username':
      return blank(value) ? t('login.usernameRequired') : undefined;
    case 'password':
      return value === '' ? t('login.passwordRequired') : undefined;
    case 'captcha':
      return blank(value) ? t('login.captchaRequired') : undefined;
    case 'mobile':
      if (value === '') return common('validation.mobileRequired');
      return MOBILE_PATTERN.test(value) ? undefined : common('validation.mobileInvalid');
    case 'smsCode':
      if (value === '') return common('validation.smsCodeRequired');
      return SMS_CODE_PATTERN.test(value) ? undefined : common('validation.smsCodeInvalid');
  }
}

/** One field laid out like antd's Form.Item: the control, then its error in the item's bottom margin. */
function FormField({ id, error, children }: { id: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'cw-login-field cw-login-field-with-help' : 'cw-login-field'}>
      {children}
      {error ? (
        <div id={`${id}-help`} className="cw-login-field-explain" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
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
      style={{
        width: '100%',
        height: CAPTCHA_HEIGHT,
        padding: 0,
        border: 'none',
        background: 'none',
        cursor: 'pointer',
      }}
    >
      {image.isPending ? (
        <Spinner />
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
  const [tab, setTab] = useState<LoginTab>('account');
  const [values, setValues] = useState<Values>(() => ({
    username: localCache.get<string>(StorageKey.rememberedUsername) ?? '',
    password: '',
    captcha: '',
    mobile: '',
    smsCode: '',
    rememberMe: true,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const login = useLogin();
  const phoneLogin = usePhoneLogin();
  const { complete, selectModal } = useCompleteLogin();
  // The plain controls (components/plain-controls) take the layout setting's primary colour, as antd's do.
  const primary = useSnapshot(preferencesStore).settings.color;

  /** Like antd's Form: a field is checked again on every change. */
  const change = (field: Field, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: fieldError(field, value, t) }));
  };

  /** Checks `fields`, shows their errors, and answers whether all passed. */
  const validate = (fields: readonly Field[]): boolean => {
    const found = Object.fromEntries(fields.map((field) => [field, fieldError(field, values[field], t)])) as Errors;
    setErrors((prev) => ({ ...prev, ...found }));
    return fields.every((field) => found[field] === undefined);
  };

  const refreshCaptcha = () => {
    setCaptchaKey(newCaptchaKey());
    setValues((prev) => ({ ...prev, captcha: '' }));
  };

  const onFinish = async () => {
    preloadLoginChooser();
    let result: SessionLoginResult;
    try {
      result =
        tab === 'account'
          ? await login.run({
              username: values.username.trim(),
              password: values.password,
              captcha: values.captcha,
              checkKey: captchaKey,
              remember_me: values.rememberMe,
            })
          : await phoneLogin.run({
              mobile: values.mobile,
              captcha: values.smsCode,
              remember_me: values.rememberMe,
            });
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validate(TAB_FIELDS[tab])) void onFinish();
  };

  const switchTab = (next: LoginTab) => {
    setTab(next);
    setErrors({});
  };

  /** Props of a text box bound to `field`, its error state included. */
  const bind = (field: Field) => ({
    id: `login_${field}`,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `login_${field}-help` : undefined,
  });

  return (
    <div style={{ width: '100%', maxWidth: FORM_WIDTH, margin: '0 auto', '--cw-primary': primary } as CSSProperties}>
      <form name="login" className="cw-login-form" noValidate onSubmit={onSubmit}>
        <LoginTabs
          activeKey={tab}
          onChange={switchTab}
          items={[
            { key: 'account', label: t('login.tabAccount') },
            { key: 'phone', label: t('login.tabPhone') },
          ]}
        />
        {tab === 'account' ? (
          <>
            <FormField id="login_username" error={errors.username}>
              <Input
                size="large"
                prefix={<UserOutlined />}
                placeholder={t('login.username')}
                autoComplete="username"
                {...bind('username')}
              />
            </FormField>
            <FormField id="login_password" error={errors.password}>
              <Password
                size="large"
                prefix={<LockOutlined />}
                placeholder={t('login.password')}
                autoComplete="current-password"
                {...bind('password')}
              />
            </FormField>
            <div className="cw-login-row">
              <FormField id="login_captcha" error={errors.captcha}>
                <Input
                  size="large"
                  prefix={<SafetyOutlined />}
                  placeholder={t('login.captcha')}
                  autoComplete="off"
                  {...bind('captcha')}
                />
              </FormField>
              <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} />
            </div>
          </>
        ) : (
          <>
            <FormField id="login_mobile" error={errors.mobile}>
              <Input
                size="large"
                prefix={<MobileOutlined />}
                placeholder={t('login.mobile')}
                autoComplete="tel"
                {...bind('mobile')}
              />
            </FormField>
            <div className="cw-login-row">
              <FormField id="login_smsCode" error={errors.smsCode}>
                <Input
                  size="large"
                  prefix={<SafetyOutlined />}
                  placeholder={t('login.smsCode')}
                  autoComplete="one-time-code"
                  {...bind('smsCode')}
                />
              </FormField>
              <SmsCodeButton
                smsmode="0"
                size="large"
                getMobile={() =>
                  validate(['mobile']) ? Promise.resolve(values.mobile) : Promise.reject(new Error('mobile'))
                }
              />
            </div>
          </>
        )}
        <div className="cw-login-options">
          <label className="cw-check">
            <input
              type="checkbox"
              checked={values.rememberMe}
              onChange={(event) => setValues((prev) => ({ ...prev, rememberMe: event.target.checked }))}
            />
            <span>{t('login.rememberMe')}</span>
          </label>
          <Link to="/user/alteration">{t('login.forgotPassword')}</Link>
        </div>
        <div className="cw-login-field">
          <PlainButton primary size="large" type="submit" block loading={login.isPending || phoneLogin.isPending}>
            {t('login.submit')}
          </PlainButton>
        </div>
        <div className="cw-login-links">
          <Link to="/user/register">{t('login.register')}</Link>
        </div>
      </form>
      {selectModal}
    </div>
  );
}

export default LoginPage;
