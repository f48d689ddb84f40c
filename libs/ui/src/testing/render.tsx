import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { registerCronBuilderLocales } from '../cron-builder/locale';
import { registerJVxeGridLocales } from '../jvxe-grid/locale';
import { registerMeasureMapLocales } from '../measure-map/locale';

export type TestLanguage = 'zh-CN' | 'en-US';

/** A fresh i18next instance like the console's: zh-CN fallback, the widgets' namespaces registered. */
export function createTestI18n(language: TestLanguage = 'en-US'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'zh-CN',
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  registerCronBuilderLocales(instance);
  registerMeasureMapLocales(instance);
  registerJVxeGridLocales(instance);
  return instance;
}

/**
 * antd's CSS-in-JS styles go to a detached element: jsdom's getComputedStyle matches every injected rule, which made
 * each role query take seconds. Visibility in these tests therefore comes from the DOM (unmounted panes, `hidden`,
 * aria), not from antd's class-based CSS.
 */
const detachedStyles = document.createElement('div');

/** Renders `ui` under its own i18next instance in `language`. */
export function renderWithI18n(ui: ReactElement, language: TestLanguage = 'en-US'): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(language);
  const result = render(
    <StyleProvider container={detachedStyles}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </StyleProvider>,
  );
  return { ...result, i18n };
}
