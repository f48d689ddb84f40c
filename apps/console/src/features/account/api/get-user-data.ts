import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserData } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { accountKeys } from './keys';

/** `GET /sys/user/login/setting/getUserData`: one's own user row with password strength and change times. */
export const fetchUserData = async (signal?: AbortSignal) => {
  const data = unwrap(await call(getUserData, {}, { signal }));
  if (!data) throw new Error('user not found');
  return data;
};

export const userDataQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.userData, queryFn: ({ signal }) => fetchUserData(signal) });

export const useUserData = () => useQuery(userDataQueryOptions());
