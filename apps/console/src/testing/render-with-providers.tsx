import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { useBindFeedback } from '../lib/feedback';
import { antdLocale, i18n, setLanguage, type Language } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

function BindFeedback({ children }: { children: ReactNode }) {
  useBindFeedback();
  return children;
}

export interface RenderOptions {
  /** Initial location, e.g. `/user/login?redirect=%2Fisystem%2Fuser`. */
  route?: string;
  /** Route pattern `ui` is mounted at; other `routes` let tests observe navigation. */
  path?: string;
  routes?: RouteObject[];
  language?: Language;
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/** Renders `ui` inside the app's providers (i18n, antd + feedback binding, TanStack Query, a memory router). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const { route = '/', path = '*', routes = [], language = 'zh-CN', queryClient = createQueryClient() } = options;
  setLanguage(language);
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale(language)}>
        <App>
          <BindFeedback>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </BindFeedback>
        </App>
      </ConfigProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient };
}
