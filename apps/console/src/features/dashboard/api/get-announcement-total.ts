import { queryOptions, useQuery } from '@tanstack/react-query';
import { announcementList } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Number of (non-deleted) announcements, from the list's `total`. */
export async function getAnnouncementTotal(signal?: AbortSignal): Promise<number> {
  return unwrap(await call(announcementList, { query: { pageNo: 1, pageSize: 1 } }, { signal })).total;
}

export const announcementTotalQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'announcement-total'],
    queryFn: ({ signal }) => getAnnouncementTotal(signal),
  });

export const useAnnouncementTotal = () => useQuery(announcementTotalQueryOptions());
