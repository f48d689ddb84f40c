import { useTranslation } from 'react-i18next';
import { exceptionPages } from '../../features/exception/pages/exception-page';
import { usePageTitle } from './use-page-title';

/** `/404`: the failure page unknown paths are sent to, outside the main layout (as in the Vue2 router). */
export function StandaloneNotFound() {
  const { t } = useTranslation('layout');
  usePageTitle(t('routes.notFound'));
  const NotFound = exceptionPages['404'];
  return (
    <div style={{ paddingTop: 80 }}>
      <NotFound />
    </div>
  );
}
