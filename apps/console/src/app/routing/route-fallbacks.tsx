import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { PlainButton, Spinner } from '../../components/plain-controls/plain-controls';
import { errorTextKeys } from './lazy-load';

/** Loading state while a route chunk or the menu arrives. */
export function PageLoading() {
  const { t } = useTranslation('layout');
  return (
    <div className="cw-page-loading" role="status">
      <Spinner large />
      <div className="cw-page-loading-text">{t('page.loading')}</div>
    </div>
  );
}

/** `errorElement` of the top-level routes: deliberately plain markup, it must render when chunks cannot load. */
export function RouteErrorView() {
  const { t } = useTranslation();
  const text = errorTextKeys(useRouteError());
  return (
    <div className="cw-route-error" role="alert">
      <h2>{t(text.title)}</h2>
      <p>{t(text.hint)}</p>
      <PlainButton primary onClick={() => window.location.reload()}>
        {t('layout:page.reload')}
      </PlainButton>
    </div>
  );
}
