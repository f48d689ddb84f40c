import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { userQueryUserByDepId } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** `GET /sys/user/queryUserByDepId?id=&realname=`: users of the department and of its sub-departments. */
export const departUsersOptions = (id: string, realname: string) =>
  queryOptions({
    queryKey: ['depart', 'users', id, realname.trim()],
    queryFn: async ({ signal }) => {
      const query = { id, ...(realname.trim() ? { realname: realname.trim() } : {}) };
      return unwrap(await call(userQueryUserByDepId, { query }, { signal })) ?? [];
    },
    placeholderData: keepPreviousData,
  });
