/** Dictionary items (cached at login, fetched otherwise) and the dictionary cache refresh. */
export { dictItemsQueryOptions, getDictItems, useDictItems } from './api/get-dict-items';
export { refreshDictCache, useRefreshDictCache } from './api/reflesh-cache';
