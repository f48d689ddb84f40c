import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAdd, type UserAddBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { userListKey } from './keys';

/** `POST /sys/user/add`; answers the server's message (`添加成功！`), a refusal throws it. */
export async function addUser(body: UserAddBody): Promise<string> {
  const res = await call(userAdd, { body });
  unwrap(res);
  return res.message;
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListKey }),
  });
}
