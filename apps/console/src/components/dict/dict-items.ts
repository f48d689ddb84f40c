import { queryOptions, useQuery } from '@tanstack/react-query';
import { dictCodeSchema, getDictItems as endpoint, type DictMap, type DictModel } from '@cropwatch/contract';
import { call, ResultError, unwrap } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { localCache, StorageKey } from '../../lib/storage';
import { dictLabel } from './render-dict-text';

/**
 * Items of a dictionary: from the `sysAllDictItems` cache stored at login when it has the code (plain
 * dictionaries), else `GET /sys/dict/getDictItems/{code}` (table dictionaries always), as Vue2 `initDictOptions`.
 */
export async function getDictItems(code: string, signal?: AbortSignal): Promise<DictModel[]> {
  if (!dictCodeSchema.safeParse(code).success) {
    throw new ResultError(i18n.t(code.trim() === '' ? 'dict.codeRequired' : 'dict.codeInvalid', { ns: 'common' }), 500);
  }
  const cached = localCache.get<DictMap>(StorageKey.dictCache)?.[code];
  if (cached) return cached;
  return call(endpoint, { params: { dictCode: code } }, { signal }).then(unwrap);
}

export const dictItemsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['dict', 'items', code],
    queryFn: ({ signal }) => getDictItems(code, signal),
    // Dictionaries change only through the admin screens, which refresh the cache explicitly.
    staleTime: Infinity,
  });

export const useDictItems = (code: string) => useQuery({ ...dictItemsQueryOptions(code), enabled: code !== '' });

/** A dictionary as `{ value, label }` options (the editable grid's `loadDict`). */
export async function getDictOptions(code: string): Promise<{ value: string; label: string }[]> {
  return (await getDictItems(code)).map((item) => ({ value: item.value, label: dictLabel(item) }));
}
