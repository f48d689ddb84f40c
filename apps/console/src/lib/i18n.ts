import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enAuth from '../locales/en-US/auth.json';
import enCommon from '../locales/en-US/common.json';
import enDashboard from '../locales/en-US/dashboard.json';
import enException from '../locales/en-US/exception.json';
import enLayout from '../locales/en-US/layout.json';
import enList from '../locales/en-US/list.json';
import enMenu from '../locales/en-US/menu.json';
import enNotice from '../locales/en-US/notice.json';
import zhAuth from '../locales/zh-CN/auth.json';
import zhCommon from '../locales/zh-CN/common.json';
import zhDashboard from '../locales/zh-CN/dashboard.json';
import zhException from '../locales/zh-CN/exception.json';
import zhLayout from '../locales/zh-CN/layout.json';
import zhList from '../locales/zh-CN/list.json';
import zhMenu from '../locales/zh-CN/menu.json';
import zhNotice from '../locales/zh-CN/notice.json';
import { dayjs } from './dayjs';

export type Language = 'zh-CN' | 'en-US';
type Locale = NonNullable<ConfigProviderProps['locale']>;
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US'];
export const FALLBACK_LANGUAGE: Language = 'zh-CN';
/** localStorage key the detector reads and writes. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The three libraries spell one locale three ways; this table is the only place that knows. */
const localeTable: Record<Language, { dayjs: string; antd: Locale }> = {
  'zh-CN': { dayjs: 'zh-cn', antd: zhCN },
  'en-US': { dayjs: 'en', antd: enUS },
};

export const resources = {
  'zh-CN': {
    common: zhCommon,
    auth: zhAuth,
    layout: zhLayout,
    menu: zhMenu,
    dashboard: zhDashboard,
    exception: zhException,
    notice: zhNotice,
    list: zhList,
  },
  'en-US': {
    common: enCommon,
    auth: enAuth,
    layout: enLayout,
    menu: enMenu,
    dashboard: enDashboard,
    exception: enException,
    notice: enNotice,
    list: enList,
  },
} as const;

/** Browsers report `zh`, `zh-Hans-CN`, `en-GB`…; anything else falls back to zh-CN. */
export function toLanguage(tag: string | undefined | null): Language {
  const lower = (tag ?? '').toLowerCase();
  if (lower.startsWith('en')) return 'en-US';
  return FALLBACK_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'currentOnly',
    ns: Object.keys(resources['zh-CN']),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: toLanguage,
    },
  });

export const currentLanguage = (): Language => toLanguage(i18n.resolvedLanguage ?? i18n.language);

dayjs.locale(localeTable[currentLanguage()].dayjs);

/** Switches i18next and dayjs; the detector persists the choice. antd follows through `antdLocale()`. */
export function setLanguage(lang: Language): void {
  void i18n.changeLanguage(lang);
  dayjs.locale(localeTable[lang].dayjs);
}

export function antdLocale(lang: Language): Locale {
  return localeTable[lang].antd;
}
