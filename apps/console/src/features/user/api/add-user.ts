import { userAdd, type UserAddBody } from '@cropwatch/contract';
import { rowMutation } from '../../../lib/row-mutation';
import { userListKey } from './keys';

/** `POST /sys/user/add`; answers the server's message (`添加成功！`), a refusal throws it. */
export const { send: addUser, useRowMutation: useAddUser } = rowMutation({
  row: userAdd,
  request: (body: UserAddBody) => ({ body }),
  invalidates: [userListKey],
});
