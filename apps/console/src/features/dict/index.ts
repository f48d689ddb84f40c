/** The dictionary cache refresh (the items themselves are shared: components/dict/dict-items). */
export { refreshDictCache, useRefreshDictCache } from './api/reflesh-cache';
