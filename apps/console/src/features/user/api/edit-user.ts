import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEdit, type UserEditBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { userListKey } from './keys';

/** `PUT /sys/user/edit`; answers the server's message (`修改成功!`), a refusal throws it. */
export async function editUser(body: UserEditBody): Promise<string> {
  const res = await call(userEdit, { body });
  unwrap(res);
  return res.message;
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    // The list and the user's cached links (roles shown in the details).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userListKey }),
        queryClient.invalidateQueries({ queryKey: ['sys', 'user'] }),
      ]),
  });
}
