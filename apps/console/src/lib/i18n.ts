import type { ConfigProviderProps } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dayjs } from './dayjs';

export type Language = 'zh-CN' | 'en-US';
type Locale = NonNullable<ConfigProviderProps['locale']>;
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US'];
export const FALLBACK_LANGUAGE: Language = 'zh-CN';
/** localStorage key holding the chosen language (the name i18next's browser detector used). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * What one language needs: its i18next namespaces (one JSON file each under `src/locales/<lang>/`), antd's locale
 * and dayjs's locale name. The three libraries spell one locale three ways; the packs are the only place that knows.
 */
export interface LanguagePack {
  /** Keyed by module path; the file name is the namespace. */
  namespaces: Record<string, Record<string, unknown>>;
  antd: Locale;
  dayjs: string;
}

/**
 * One chunk per language: a page load fetches only the language it shows (before the first render, main.tsx),
 * and a switch fetches the other one (the page reloads right after anyway, spec §9).
 */
const packLoaders: Record<Language, () => Promise<LanguagePack>> = {
  'zh-CN': () => import('./locales/zh-CN').then((m) => m.pack),
  'en-US': () => import('./locales/en-US').then((m) => m.pack),
};
const packs: Partial<Record<Language, LanguagePack>> = {};

/** Browsers report `zh`, `zh-Hans-CN`, `en-GB`…; anything else falls back to zh-CN. */
export function toLanguage(tag: string | undefined | null): Language {
  const lower = (tag ?? '').toLowerCase();
  if (lower.startsWith('en')) return 'en-US';
  return FALLBACK_LANGUAGE;
}

function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function storeLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
}

/** The stored choice, else the browser's first language. */
function detectLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
  return toLanguage(readStoredLanguage() || browser);
}

export const i18n = i18next.createInstance();

// Initialised synchronously without texts; `loadLanguage` adds a language's namespaces before anything renders.
void i18n.use(initReactI18next).init({
  lng: detectLanguage(),
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  load: 'currentOnly',
  partialBundledLanguages: true,
  resources: {},
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export const currentLanguage = (): Language => toLanguage(i18n.resolvedLanguage ?? i18n.language);

const namespaceOf = (modulePath: string): string => modulePath.replace(/^.*\//, '').replace(/\.json$/, '');

/** Fetches a language's pack once and registers its namespaces with i18next. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (packs[lang]) return;
  const pack = await packLoaders[lang]();
  for (const [path, texts] of Object.entries(pack.namespaces)) {
    i18n.addResourceBundle(lang, namespaceOf(path), texts, true, true);
  }
  packs[lang] = pack;
}

function apply(lang: Language): void {
  void i18n.changeLanguage(lang);
  dayjs.locale(packs[lang]?.dayjs ?? 'en');
}

/** Resolves once the current language's texts are in: main.tsx renders after it. */
export const i18nReady: Promise<void> = loadLanguage(currentLanguage()).then(
  () => {
    storeLanguage(currentLanguage());
    apply(currentLanguage());
  },
  // The page still renders (its lazy routes report a failed chunk load); texts show as keys.
  (error: unknown) => console.error(error),
);

/**
 * Switches i18next and dayjs and persists the choice at once; antd follows through `antdLocale()`. A language not
 * fetched yet switches when its pack arrives.
 */
export function setLanguage(lang: Language): void {
  storeLanguage(lang);
  if (packs[lang]) apply(lang);
  else void loadLanguage(lang).then(() => apply(lang));
}

/** antd's locale for a loaded language; `undefined` (antd's built-in English) until its pack has arrived. */
export function antdLocale(lang: Language): Locale | undefined {
  return packs[lang]?.antd;
}
