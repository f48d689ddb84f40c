import { lazy, Suspense } from 'react';
import { requestFeedbackHolders } from '../../lib/feedback';
import { currentLanguage, loadLanguage } from '../../lib/i18n';
import { withTimeout } from './lazy-load';
import { PageLoading } from './route-fallbacks';

/**
 * Pages past sign-in need every namespace (the sign-in pages loaded only theirs, lib/i18n) and antd's feedback
 * holders (mounted on first use on the sign-in pages, lib/feedback).
 */
export const withAllTexts =
  <T,>(load: () => Promise<T>) =>
  () => {
    requestFeedbackHolders();
    return Promise.all([load(), loadLanguage(currentLanguage())]).then(([loaded]) => loaded);
  };

const load = withTimeout(
  withAllTexts(() =>
    Promise.all([import('../layout/basic-layout'), import('../../lib/query-provider')]).then(([layout, m]) =>
      m.withQueryClient(layout.BasicLayout),
    ),
  ),
);
let pending: ReturnType<typeof load> | null = null;

/**
 * Starts downloading the main layout (once). The guard calls it while the signed-in user's menu is fetched, so
 * both arrive together; a failed download is retried by the next call.
 */
export function preloadMainLayout(): ReturnType<typeof load> {
  pending ??= load().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

const MainLayout = lazy(() => preloadMainLayout().then((Component) => ({ default: Component })));

/**
 * The main layout as a React.lazy element, not a route `lazy` (issue #17): the router resolves a matched route's
 * `lazy` before any element renders, so a deep link without a session downloaded the whole layout only for the guard
 * to redirect to sign-in. As an element it is requested only once the guard lets the location through.
 */
export function MainLayoutRoute() {
  return (
    <Suspense fallback={<PageLoading />}>
      <MainLayout />
    </Suspense>
  );
}
