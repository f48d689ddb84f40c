import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, type Location } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { runtimeConfig } from '../../lib/config';
import { feedback } from '../../lib/feedback';
import { fetchPermissions, permissionStore } from '../../stores/permission';
import { endSignOut, isSigningOut, logout, sessionStore } from '../../stores/session';
import { resetTabs } from '../../stores/tabs';
import { preloadMainLayout } from './main-layout-route';
import { decideNavigation, LOGIN_PATH, loginRedirect } from './navigation';
import { PageLoading } from './route-fallbacks';

let pendingMenu: Promise<void> | null = null;

/** One menu fetch at a time, however many renders ask (StrictMode runs effects twice). */
function loadMenuOnce(onFailure: () => Promise<void>): void {
  // The user's saved layout settings (account, issue #14) arrive with the menu, before the layout renders.
  // Imported when needed: the guard is on the sign-in path, the account feature is not (issue #17 budget).
  pendingMenu ??= Promise.all([
    fetchPermissions(),
    import('../../features/account').then((account) => account.pullLayoutSettings()),
  ])
    .then(() => undefined, onFailure)
    .finally(() => {
      pendingMenu = null;
    });
}

/**
 * The guard's redirect, issued once for every location it refuses. A `<Navigate>` navigates only when its target
 * changes, so after a sign-out the browser's Back to an old page (whose redirect target equals the last one rendered
 * while the sign-out's own navigation was still pending) left a blank page: the redirect is keyed by the location.
 */
function GuardRedirect({ to, location }: { to: string; location: Location }) {
  const navigate = useNavigate();
  const redirect = useEffectEvent(() => void navigate(to, { replace: true }));
  useEffect(() => redirect(), [location]);
  return null;
}

/**
 * Root route element: applies `decideNavigation` to every location before anything renders.
 * The session is read when a navigation happens, not subscribed to, like the Vue2 `beforeEach` guard: signing in
 * on the login page must not bounce the user home before the login flow navigates to its redirect target.
 */
export function RouteGuard() {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const navigate = useNavigate();
  const { menu } = useSnapshot(permissionStore);
  const fullPath = `${location.pathname}${location.search}`;
  const decision = decideNavigation(
    location,
    { loggedIn: sessionStore.token !== '', menuLoaded: menu !== null, signingOut: isSigningOut() },
    runtimeConfig.homePath,
  );
  const mustLoad = decision.type === 'load-menu';

  useEffect(() => {
    if (!mustLoad) return;
    // The layout's chunk downloads while the menu is fetched; a failure shows when the layout renders.
    preloadMainLayout().catch(() => undefined);
    // A failed or empty menu ends the session and returns to login with the requested path (spec §2).
    loadMenuOnce(async () => {
      feedback.notification.error({ title: t('guard.menuFailedTitle'), description: t('guard.menuFailed') });
      resetTabs();
      await logout();
      await navigate(loginRedirect(fullPath), { replace: true });
    });
  }, [mustLoad, fullPath, navigate, t]);

  // A sign-out ends at the login page; from there on, guard redirects carry the requested page again.
  useEffect(() => {
    if (location.pathname === LOGIN_PATH) endSignOut();
  }, [location.pathname]);

  if (decision.type === 'redirect') return <GuardRedirect to={decision.to} location={location} />;
  if (mustLoad) return <PageLoading />;
  return <Outlet />;
}
