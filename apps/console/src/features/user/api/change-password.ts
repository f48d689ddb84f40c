import { useMutation } from '@tanstack/react-query';
import { userChangePassword, type BodyOf } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** `{username, password, confirmpassword}` (contract §2.8). */
export type ChangePasswordBody = BodyOf<typeof userChangePassword>;

/** `PUT /sys/user/changePassword` (the admin's reset, contract §2.8); answers `密码修改成功!`. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const res = await call(userChangePassword, { body });
  unwrap(res);
  return res.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
