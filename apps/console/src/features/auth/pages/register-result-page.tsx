import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/** `/user/register-result`: the registered account name travels in the navigation state. */
export function RegisterResultPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const state = useLocation().state as { username?: unknown } | null;
  const username = typeof state?.username === 'string' ? state.username : '';
  return (
    <Result
      status="success"
      title={username ? t('registerResult.title', { username }) : t('registerResult.titleAnonymous')}
      extra={
        <Button type="primary" size="large" onClick={() => void navigate('/user/login')}>
          {t('register.toLogin')}
        </Button>
      }
    />
  );
}

export default RegisterResultPage;
