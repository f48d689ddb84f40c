import enUS from 'antd/es/locale/en_US';
import type { LanguagePack } from '../i18n';

/** Everything en-US needs, fetched as one chunk: every JSON namespace of `src/locales/en-US`; antd and dayjs are English already. */
export const pack: LanguagePack = {
  namespaces: import.meta.glob<Record<string, unknown>>('../../locales/en-US/*.json', { eager: true, import: 'default' }),
  antd: enUS,
  dayjs: 'en',
};
