import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SelfEditBody, selfEdit } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { setUserInfo } from '../../../stores/session';
import { accountKeys } from './keys';

/**
 * `POST /sys/user/login/setting/userEdit` (JeecgBoot 3.5.0 on): saves one's base settings; the header follows (session
 * user info). A 3.4.0 server lacks it: `call` then says the connected server does not provide it.
 */
export const editSelf = async (body: SelfEditBody) => {
  const data = unwrap(await call(selfEdit, { body }));
  if (!data) throw new Error('user not found');
  return data;
};

export const useEditSelf = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editSelf,
    onSuccess: (data) => {
      setUserInfo(data);
      client.setQueryData(accountKeys.userData, data);
      void client.invalidateQueries({ queryKey: accountKeys.center });
    },
  });
};
