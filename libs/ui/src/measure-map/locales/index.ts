import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/**
 * The map widget's strings per language, for i18n resources under the `measureMap` namespace. Also reachable on
 * its own as `@cropwatch/ui/measure-map/locales`, so the console's i18n setup can register them without Leaflet.
 */
export const measureMapLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;
