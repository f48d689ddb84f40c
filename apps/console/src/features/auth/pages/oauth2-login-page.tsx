import { Button, Result, Spin } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../../lib/http';
import { useValidateLogin } from '../api/validate-login';
import { OAuth2AppLogin } from '../components/oauth2-app-login';
import { useCompleteLogin } from '../hooks/use-complete-login';

/** The CAS `service` is this page's own address without the ticket the CAS server appended. */
function serviceUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('ticket');
  return url.toString();
}

/**
 * `/oauth2-app/login`: with `redirect`, a third-party app's sign-in (`OAuth2AppLogin`); otherwise the single sign-on
 * return page, which validates the CAS `ticket` and continues like sign-in.
 */
export function OAuth2LoginPage() {
  const [searchParams] = useSearchParams();
  return searchParams.has('redirect') ? <OAuth2AppLogin /> : <CasTicketLogin />;
}

function CasTicketLogin() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const ticket = searchParams.get('ticket') ?? '';
  const service = useMemo(serviceUrl, []);
  const validation = useValidateLogin(ticket, service);
  const { complete, selectModal } = useCompleteLogin();
  const completed = useRef(false);

  useEffect(() => {
    if (validation.data && !completed.current) {
      completed.current = true;
      complete(validation.data);
    }
  }, [validation.data, complete]);

  const error = !ticket ? t('oauth.missingTicket') : validation.isError ? (failureMessage(validation.error) ?? t('oauth.unreachable')) : null;

  if (error !== null) {
    return (
      <Result
        status="error"
        title={t('login.failed')}
        subTitle={error}
        extra={
          <Button type="primary" onClick={() => void navigate('/user/login')}>
            {t('alteration.toLogin')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      {!validation.data && <Spin size="large" tip={t('oauth.validating')} fullscreen />}
      {selectModal}
    </>
  );
}

export default OAuth2LoginPage;
