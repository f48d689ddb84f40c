import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { listByUser, type ListByUserResult } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { sessionStore } from '../../../stores/session';

/** Spec §9: the header bell polls every 6000 ms; polling stops on failure (spec §4). */
export const NOTICE_POLL_MS = 6000;

export async function getListByUser(signal?: AbortSignal): Promise<ListByUserResult> {
  return unwrap(await call(listByUser, {}, { signal }));
}

export const listByUserKey = ['sys', 'annountCement', 'listByUser'] as const;

export const listByUserQueryOptions = () =>
  queryOptions({
    queryKey: listByUserKey,
    queryFn: ({ signal }) => getListByUser(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' ? false : NOTICE_POLL_MS),
  });

/** Polls only while signed in: a sign-out stops the bell at once, before the layout is gone. */
export function useListByUser() {
  const { token } = useSnapshot(sessionStore);
  return useQuery({ ...listByUserQueryOptions(), enabled: token !== '' });
}
