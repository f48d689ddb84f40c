import type { i18n as I18n } from 'i18next';
import { jvxeGridLocales } from './locales';

/** The i18next namespace the grid translates with. */
export const JVXE_NAMESPACE = 'jvxe';

/** Adds the `jvxe` namespace to an i18next instance (no-op for a language that already has it). */
export function registerJVxeGridLocales(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(jvxeGridLocales)) {
    if (!i18n.hasResourceBundle(language, JVXE_NAMESPACE)) {
      i18n.addResourceBundle(language, JVXE_NAMESPACE, bundle, true, false);
    }
  }
}
