import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CronLocale } from '@cropwatch/cron';
import { cronBuilderLocales } from './locales';

/** The i18next namespace the cron builder translates with. */
export const CRON_NAMESPACE = 'cron';

export { cronBuilderLocales };

/** Adds the `cron` namespace to an i18next instance (no-op for a language that already has it). */
export function registerCronBuilderLocales(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(cronBuilderLocales)) {
    if (!i18n.hasResourceBundle(language, CRON_NAMESPACE)) {
      i18n.addResourceBundle(language, CRON_NAMESPACE, bundle, true, false);
    }
  }
}

/** i18next language → the engine's message locale; anything not English reads zh-CN (the fallback). */
export function toCronLocale(language: string | undefined): CronLocale {
  return (language ?? '').toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}

/** `t` of the `cron` namespace plus the engine locale of the current language. */
export function useCronTranslation() {
  const { t, i18n } = useTranslation(CRON_NAMESPACE);
  return { t, locale: toCronLocale(i18n.resolvedLanguage ?? i18n.language) };
}
