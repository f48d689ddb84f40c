import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/**
 * The builder's strings per language, for i18n resources under the `cron` namespace. Also reachable on its own as
 * `@cropwatch/ui/cron-builder/locales`, so the console's i18n setup can register them without loading the widget.
 */
export const cronBuilderLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;
