import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { runtimeConfig } from '../../lib/config';
import { sessionStore } from '../../stores/session';
import { menuTitle } from '../layout/menu-title';
import type { AppRoute } from './build-routes';
import { resolveComponent } from './component-registry';
import { isServerPage, probeServerPage } from './iframe-probe';
import { absoluteApiBase, resolveIframeUrl } from './iframe-url';
import { NotAvailablePage, PageErrorBoundary } from './page-views';
import { PageLoading } from './route-fallbacks';

/** An iframe menu page (`layouts/IframePageView`) inside the layout. */
function IframePage({ route, title }: { route: AppRoute; title: string }) {
  const { t } = useTranslation('layout');
  const { token, tenantid } = useSnapshot(sessionStore);
  const apiBase = absoluteApiBase(runtimeConfig.apiBaseUrl, window.location.origin);
  const src = route.meta.url ? resolveIframeUrl(route.meta.url, { apiBase, token, tenantId: tenantid }) : null;
  const own = src !== null && isServerPage(src, apiBase);
  // A page of the API server (SQL监控's Druid) is probed first: a server without it gets the console's notice.
  const probe = useQuery({
    queryKey: ['iframe-probe', src],
    queryFn: ({ signal }) => probeServerPage(src ?? '', signal),
    enabled: own,
    staleTime: 60_000,
  });
  if (!src) return <Result status="warning" title={title} subTitle={t('page.iframeInvalid')} />;
  if (own && probe.isPending) return <PageLoading />;
  if (own && probe.data === 'missing')
    return (
      <Result status="info" title={title} subTitle={t('page.notProvided', { title })} data-testid="not-provided" />
    );
  return <iframe className="cw-iframe-page" title={title} src={src} />;
}

/** The page of one route record: a registered page, an iframe, or the "not available yet" notice. */
export function RoutePage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const title = menuTitle(t, route.name, route.meta.title);
  if (route.kind === 'iframe') return <IframePage route={route} title={title} />;
  // Online list components map to the built-in online pages: the report list is built (issue #15), a component
  // without a registered page (online forms, graph reports) shows the "not available yet" notice.
  const resolved = resolveComponent(route.component);
  if (resolved.type !== 'page') return <NotAvailablePage title={title} />;
  const { Page } = resolved;
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
