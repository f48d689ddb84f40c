import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMobile } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { accountKeys } from './keys';

/** `PUT /sys/user/updateMobile`: binds or changes one's phone with the mode-3 SMS code. */
export const changeMobile = async (body: { phone: string; smscode: string }) =>
  unwrap(await call(updateMobile, { body }));

export const useUpdateMobile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeMobile,
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.all }),
  });
};
