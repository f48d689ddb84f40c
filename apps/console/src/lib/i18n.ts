import type { ConfigProviderProps } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Language = 'zh-CN' | 'en-US';
type Locale = NonNullable<ConfigProviderProps['locale']>;
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US'];
export const FALLBACK_LANGUAGE: Language = 'zh-CN';
/** localStorage key holding the chosen language (the name i18next's browser detector used). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The namespaces the sign-in pages use; the others arrive with the main layout (app/router). */
export const SIGN_IN_NAMESPACES: readonly string[] = ['common', 'auth', 'layout'];

/** The three libraries spell one locale three ways; this table is the only place that knows. */
const localeTable: Record<Language, { dayjs: string; antd: () => Promise<{ default: Locale }> }> = {
  'zh-CN': { dayjs: 'zh-cn', antd: () => import('antd/es/locale/zh_CN') },
  // antd's own default: already part of its core, so no extra download.
  'en-US': { dayjs: 'en', antd: () => import('antd/es/locale/en_US') },
};

/**
 * Every namespace is one JSON file per language, fetched on demand: a page load carries only the language it shows
 * (before the first render, main.tsx), and the sign-in pages only their own namespaces. A switch fetches the other
 * language (the page reloads right after anyway, spec §9).
 */
type NamespaceLoader = () => Promise<Record<string, unknown>>;

/**
 * Namespaces owned by libraries, keyed like the app's own files (`<source>/<lang>/<ns>.json`) so both load alike:
 * the library stays their single source. The cron builder's `cron` texts arrive with the main layout.
 */
const libraryNamespaceFiles: Record<string, NamespaceLoader> = Object.fromEntries(
  LANGUAGES.flatMap((lang) => [
    [
      `@cropwatch/ui/${lang}/cron.json`,
      () => import('@cropwatch/ui/cron-builder/locales').then((m) => m.cronBuilderLocales[lang]),
    ],
    [
      `@cropwatch/ui/${lang}/measureMap.json`,
      () => import('@cropwatch/ui/measure-map/locales').then((m) => m.measureMapLocales[lang]),
    ],
    [
      `@cropwatch/ui/${lang}/jvxe.json`,
      () => import('@cropwatch/ui/jvxe-grid/locales').then((m) => m.jvxeGridLocales[lang]),
    ],
  ]),
);

const namespaceFiles: Record<string, NamespaceLoader> = {
  ...import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' }),
  ...libraryNamespaceFiles,
};
const antdLocales: Partial<Record<Language, Locale>> = {};

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

/** The stored choice, else the browser's first language (what i18next's browser detector did, in 15 lines). */
function detectLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
  return toLanguage(readStoredLanguage() || browser);
}

export const i18n = i18next.createInstance();

// Initialised synchronously without texts; `loadLanguage` adds namespaces before anything renders that needs them.
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

const namespaceOf = (path: string): string => path.replace(/^.*\//, '').replace(/\.json$/, '');

/** Fetches a language's namespaces (all, or only `namespaces`) and antd's locale, each once. */
export async function loadLanguage(lang: Language, namespaces?: readonly string[]): Promise<void> {
  const files = Object.entries(namespaceFiles).filter(
    ([path]) => path.includes(`/${lang}/`) && (!namespaces || namespaces.includes(namespaceOf(path))),
  );
  await Promise.all([
    ...files.map(async ([path, load]) => {
      const ns = namespaceOf(path);
      if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, await load(), true, true);
    }),
    antdLocales[lang] ??
      localeTable[lang].antd().then((m) => {
        antdLocales[lang] = m.default;
      }),
  ]);
}

const isLoaded = (lang: Language): boolean =>
  antdLocales[lang] !== undefined && SIGN_IN_NAMESPACES.every((ns) => i18n.hasResourceBundle(lang, ns));

/** Resolves once the current language's sign-in texts are in: main.tsx renders after it. */
export const i18nReady: Promise<void> = loadLanguage(currentLanguage(), SIGN_IN_NAMESPACES).then(
  () => {
    storeLanguage(currentLanguage());
    // Again, now that the texts are there: sets `resolvedLanguage` and tells listeners (dayjs).
    void i18n.changeLanguage(currentLanguage());
  },
  // The page still renders (its lazy routes report a failed chunk load); texts show as keys.
  (error: unknown) => console.error(error),
);

/**
 * Switches i18next (and through it dayjs, see lib/dayjs) and persists the choice at once; antd follows through
 * `antdLocale()`. A language not fetched yet switches when its texts arrive.
 */
export function setLanguage(lang: Language): void {
  storeLanguage(lang);
  if (isLoaded(lang)) void i18n.changeLanguage(lang);
  else void loadLanguage(lang).then(() => i18n.changeLanguage(lang));
}

/** antd's locale for a loaded language; `undefined` (antd's built-in English) until it has arrived. */
export function antdLocale(lang: Language): Locale | undefined {
  return antdLocales[lang];
}

/** dayjs's name for a language's locale. */
export const dayjsLocaleName = (lang: Language): string => localeTable[lang].dayjs;
