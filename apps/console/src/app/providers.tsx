import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useBindFeedback } from '../lib/feedback';
import { antdLocale, toLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { preferencesStore } from '../stores/preferences';

/** Lets the request layer and stores show antd feedback with the app's theme and locale. */
function FeedbackBinder() {
  useBindFeedback();
  return null;
}

/** antd locale follows i18next; primary colour and colour-weak mode follow the layout settings. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { color, weak } = useSnapshot(preferencesStore).settings;
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    document.documentElement.classList.toggle('colorWeak', weak);
  }, [weak]);

  return (
    <ConfigProvider
      locale={antdLocale(language)}
      theme={{ token: { colorPrimary: color } }}
    >
      <AntApp>
        <FeedbackBinder />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
