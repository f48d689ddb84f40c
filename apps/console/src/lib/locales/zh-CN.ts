import zhCN from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import type { LanguagePack } from '../i18n';

/** Everything zh-CN needs, fetched as one chunk: every JSON namespace of `src/locales/zh-CN`, antd's and dayjs's locale. */
export const pack: LanguagePack = {
  namespaces: import.meta.glob<Record<string, unknown>>('../../locales/zh-CN/*.json', { eager: true, import: 'default' }),
  antd: zhCN,
  dayjs: 'zh-cn',
};
