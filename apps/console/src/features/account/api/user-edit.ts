import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SelfEditBody, selfEdit } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { setUserInfo } from '../../../stores/session';
import { accountKeys } from './keys';

/** `PUT /sys/user/login/setting/userEdit`: saves one's base settings; the header follows (session user info). */
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
