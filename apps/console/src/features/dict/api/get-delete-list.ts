import { queryOptions, useQuery } from '@tanstack/react-query';
import { dictDeleteList, type SysDict } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { dictKeys } from './keys';

/** `GET /sys/dict/deleteList`: the recycle bin (logically deleted dictionaries). */
export async function getDeleteList(signal?: AbortSignal): Promise<SysDict[]> {
  return unwrap(await call(dictDeleteList, {}, { signal })) ?? [];
}

export const deleteListQueryOptions = () =>
  queryOptions({ queryKey: dictKeys.recycleBin, queryFn: ({ signal }) => getDeleteList(signal), staleTime: 0 });

export const useDeleteList = (enabled: boolean) => useQuery({ ...deleteListQueryOptions(), enabled });
