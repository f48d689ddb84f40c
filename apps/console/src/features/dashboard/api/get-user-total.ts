import { queryOptions, useQuery } from '@tanstack/react-query';
import { userList } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Number of users: one record per page is enough, the page's `total` is the count. */
export async function getUserTotal(signal?: AbortSignal): Promise<number> {
  const page = unwrap(await call(userList, { query: { pageNo: 1, pageSize: 1 } }, { signal }));
  return page?.total ?? 0;
}

export const userTotalQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'user-total'], queryFn: ({ signal }) => getUserTotal(signal) });

export const useUserTotal = () => useQuery(userTotalQueryOptions());
