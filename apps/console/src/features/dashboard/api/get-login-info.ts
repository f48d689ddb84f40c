import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginfo, type ResponseOf } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

export type LoginInfo = ResponseOf<typeof loginfo>['result'];

/** Login counters of the login log: total, today, distinct IPs today. */
export async function getLoginInfo(signal?: AbortSignal): Promise<LoginInfo> {
  return unwrap(await call(loginfo, {}, { signal }));
}

export const loginInfoQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'login-info'], queryFn: ({ signal }) => getLoginInfo(signal) });

export const useLoginInfo = () => useQuery(loginInfoQueryOptions());
