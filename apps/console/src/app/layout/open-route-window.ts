import { runtimeConfig } from '../../lib/config';
import { feedback } from '../../lib/feedback';
import { i18n } from '../../lib/i18n';
import { sessionStore } from '../../stores/session';
import { CONTAINER_COMPONENTS, IFRAME_COMPONENT } from '../routing/build-routes';
import { absoluteApiBase, resolveIframeUrl } from '../routing/iframe-url';

interface WindowTarget {
  component: string;
  url?: string;
  internalOrExternal: boolean;
}

/** Iframe pages flagged `internalOrExternal` and plain external links open in a new window, not a tab. */
export function opensInNewWindow({ component, url, internalOrExternal }: WindowTarget): boolean {
  if (component === IFRAME_COMPONENT) return internalOrExternal;
  return !CONTAINER_COMPONENTS.has(component) && !!url && /^https?:\/\//i.test(url);
}

/** Opens the entry's url with its placeholders filled; an unusable url is reported instead. */
export function openInNewWindow(url: string | undefined): void {
  const resolved = url
    ? resolveIframeUrl(url, {
        apiBase: absoluteApiBase(runtimeConfig.apiBaseUrl, window.location.origin),
        token: sessionStore.token,
        tenantId: sessionStore.tenantid,
      })
    : null;
  if (!resolved) {
    feedback.message.warning(i18n.t('layout:page.iframeInvalid'));
    return;
  }
  window.open(resolved, '_blank', 'noopener');
}
