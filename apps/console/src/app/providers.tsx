import { ConfigProvider } from 'antd';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { isFeedbackDemanded, subscribeFeedbackDemand } from '../lib/feedback';
import { antdLocale, toLanguage } from '../lib/i18n';
import { preferencesStore } from '../stores/preferences';

const FeedbackHolders = lazy<ComponentType>(() =>
  import('./feedback-holders').catch((error: unknown): { default: ComponentType } => {
    // Without the chunk, feedback stays queued; the page itself keeps working.
    console.error(error);
    return { default: () => null };
  }),
);

/**
 * Lets the request layer and stores show antd feedback with the app's theme and locale. antd's holders (and its
 * message, notification and modal code) are fetched when the first feedback is asked for, not on first paint.
 */
function FeedbackHost() {
  const demanded = useSyncExternalStore(subscribeFeedbackDemand, isFeedbackDemanded);
  return demanded ? (
    <Suspense fallback={null}>
      <FeedbackHolders />
    </Suspense>
  ) : null;
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
    <ConfigProvider locale={antdLocale(language)} theme={{ token: { colorPrimary: color } }}>
      <FeedbackHost />
      {children}
    </ConfigProvider>
  );
}
