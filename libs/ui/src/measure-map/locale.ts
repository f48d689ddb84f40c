import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { measureMapLocales } from './locales';

/** The i18next namespace the map widget translates with. */
export const MEASURE_MAP_NAMESPACE = 'measureMap';

export { measureMapLocales };

/** Adds the `measureMap` namespace to an i18next instance (no-op for a language that already has it). */
export function registerMeasureMapLocales(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(measureMapLocales)) {
    if (!i18n.hasResourceBundle(language, MEASURE_MAP_NAMESPACE)) {
      i18n.addResourceBundle(language, MEASURE_MAP_NAMESPACE, bundle, true, false);
    }
  }
}

export const useMeasureMapTranslation = () => useTranslation(MEASURE_MAP_NAMESPACE);
