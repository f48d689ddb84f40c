import type { QueryClient } from '@tanstack/react-query';
import { queryAllDictItems } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { localCache, StorageKey } from '../../../lib/storage';

/**
 * Re-reads every dictionary's enabled items into the 7-day local cache (the login's `sysAllDictItems`), so
 * dictionary widgets drop disabled items and pick up new dictionaries without a new sign-in.
 */
export async function reloadDictCache(): Promise<void> {
  localCache.set(StorageKey.dictCache, unwrap(await call(queryAllDictItems)));
}

/**
 * After an admin change: reload the local cache, then let every dictionary query read it again. A failed reload
 * keeps the old cache (the change itself succeeded; the header's "clear cache" can retry).
 */
export async function syncDictWidgets(queryClient: QueryClient): Promise<void> {
  try {
    await reloadDictCache();
  } catch {
    return;
  }
  await queryClient.invalidateQueries({ queryKey: ['dict'] });
}
