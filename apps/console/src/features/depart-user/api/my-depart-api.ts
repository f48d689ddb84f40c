import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteUserInDepart,
  departQueryMyDeptTreeList,
  departUserList,
  editSysDepartWithUser,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { writeMessage } from '../../../lib/write-outcome';

const keys = { tree: ['myDepart', 'tree'] as const, users: ['myDepart', 'users'] as const };

/** `queryMyDeptTreeList`: the departments the signed-in user heads (identity "2"), null when none. */
export const myDepartTreeQuery = () =>
  queryOptions({
    queryKey: keys.tree,
    queryFn: async ({ signal }) => unwrap(await call(departQueryMyDeptTreeList, {}, { signal })) ?? [],
  });

/** `departUserList?depId=`: users of the department and its sub-departments, one page. */
export const departUsersQuery = (depId: string, pageNo: number, realname: string) =>
  queryOptions({
    queryKey: [...keys.users, depId, pageNo, realname],
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          departUserList,
          { query: { depId, pageNo, pageSize: 10, ...(realname ? { realname: `*${realname}*` } : {}) } },
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

/** Add existing users to a department, or take one out of it; the user list reloads. */
export function useDepartUserWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keys.users });
  return {
    add: useMutation({
      mutationFn: (v: { depId: string; userIdList: string[] }) =>
        writeMessage(call(editSysDepartWithUser, { body: v })),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (v: { depId: string; userId: string }) => writeMessage(call(deleteUserInDepart, { query: v })),
      onSuccess,
    }),
  };
}
