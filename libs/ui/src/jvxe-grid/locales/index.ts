import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/**
 * The grid's strings per language under the `jvxe` namespace; reachable on its own as
 * `@cropwatch/ui/jvxe-grid/locales`, so the console registers them without loading the grid.
 */
export const jvxeGridLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;
