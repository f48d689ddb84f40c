import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitInfo, type VisitDay } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Logins and distinct IPs per day for the recent days, oldest first as the server sends them. */
export async function getVisitInfo(signal?: AbortSignal): Promise<VisitDay[]> {
  return unwrap(await call(visitInfo, {}, { signal }));
}

export const visitInfoQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'visit-info'], queryFn: ({ signal }) => getVisitInfo(signal) });

export const useVisitInfo = () => useQuery(visitInfoQueryOptions());
