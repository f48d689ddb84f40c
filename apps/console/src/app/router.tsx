import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import LoginPage from '../features/auth/pages/login-page';
import { type RouteHandle, UserLayout } from './layout/user-layout';
import { RouteGuard } from './routing/guard';
import { withTimeout } from './routing/lazy-load';
import { MainLayoutRoute, withAllTexts } from './routing/main-layout-route';
import { PageLoading, RouteErrorView } from './routing/route-fallbacks';

/**
 * A lazily loaded route component, with the 120 s chunk timeout of spec §8, inside the query provider (which
 * arrives with the first lazy part of the app: lib/query-provider).
 */
function lazyComponent(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  const loadWithTimeout = withTimeout(() =>
    Promise.all([load(), import('../lib/query-provider')]).then(([Component, m]) => m.withQueryClient(Component)),
  );
  return async () => ({ Component: await loadWithTimeout() });
}

const titled = (titleKey: string): RouteHandle => ({ titleKey });

/**
 * Static routes (spec §2). Everything behind the layouts is lazy, so the sign-in page (and a deep link without a
 * session) loads neither the main layout, nor the dashboard, nor echarts. The menu's dynamic routes are resolved inside `BasicLayout` (path `*`).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorView />,
    // Shown while the first lazy route of the page load arrives.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/user',
        // The sign-in page and its layout are part of the first load (issue #17): one chunk instead of a waterfall.
        Component: UserLayout,
        children: [
          { index: true, element: <Navigate to="/user/login" replace /> },
          {
            path: 'login',
            handle: titled('layout:routes.login'),
            Component: LoginPage,
          },
          {
            path: 'register',
            handle: titled('layout:routes.register'),
            lazy: lazyComponent(() => import('../features/auth/pages/register-page').then((m) => m.default)),
          },
          {
            path: 'register-result',
            handle: titled('layout:routes.registerResult'),
            lazy: lazyComponent(() => import('../features/auth/pages/register-result-page').then((m) => m.default)),
          },
          {
            path: 'alteration',
            handle: titled('layout:routes.alteration'),
            lazy: lazyComponent(() => import('../features/auth/pages/alteration-page').then((m) => m.default)),
          },
        ],
      },
      {
        path: '/oauth2-app/login',
        lazy: lazyComponent(() => import('../features/auth/pages/oauth2-login-page').then((m) => m.default)),
      },
      {
        path: '/404',
        lazy: lazyComponent(
          withAllTexts(() => import('./layout/standalone-not-found').then((m) => m.StandaloneNotFound)),
        ),
      },
      {
        path: '*',
        // Not a route `lazy`: the guard must decide before the layout's chunk is requested (main-layout-route).
        element: <MainLayoutRoute />,
      },
    ],
  },
];

/** History mode with base `/` (spec §2). Created after config.json is loaded (main.tsx). */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
