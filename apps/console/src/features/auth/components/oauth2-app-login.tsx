import { Button, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { failureMessage } from '../../../lib/http';
import { logout, sessionStore } from '../../../stores/session';
import { useOAuth2Authorize, useOAuth2Redirect } from '../api/oauth2-app';

/**
 * `/oauth2-app/login?redirect=…&state=…`: a third-party app's session. The return address must be registered on the
 * server (never an open redirect); the user signs in with the normal account form (the login page returns here),
 * then authorises: the server issues a token for the app and the browser goes to `redirect?token=…&state=…`.
 */
export function OAuth2AppLogin() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? '';
  const state = params.get('state') ?? undefined;
  const { token, realname, username } = useSnapshot(sessionStore);
  const check = useOAuth2Redirect(redirect);
  const authorize = useOAuth2Authorize();
  const here = `${location.pathname}${location.search}`;

  const refused = !redirect
    ? t('oauth.appMissingRedirect')
    : check.isError
      ? (failureMessage(check.error) ?? t('oauth.unreachable'))
      : null;
  if (refused) return <Result status="error" title={t('oauth.appRefused')} subTitle={refused} />;
  if (!check.data) return <Spin size="large" fullscreen />;

  const origin = check.data.origin;
  const go = async () => {
    const result = await authorize.mutateAsync({ redirect, state });
    window.location.assign(result.redirectUrl);
  };
  const signIn = () => void navigate(`/user/login?redirect=${encodeURIComponent(here)}`);

  if (!token) {
    return (
      <Result
        status="info"
        title={t('oauth.appReturn', { origin })}
        extra={
          <Button type="primary" onClick={signIn}>
            {t('oauth.appSignIn')}
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status={authorize.isError ? 'error' : 'info'}
      title={t('oauth.appReturn', { origin })}
      subTitle={
        authorize.isError ? failureMessage(authorize.error) : t('oauth.appSignedInAs', { name: realname || username })
      }
      extra={
        <Space>
          <Button
            type="primary"
            loading={authorize.isPending || authorize.isSuccess}
            onClick={() => void go().catch(() => undefined)}
          >
            {t('oauth.appAuthorize')}
          </Button>
          <Button onClick={() => void logout().then(signIn)}>{t('oauth.appSwitch')}</Button>
        </Space>
      }
    />
  );
}
