import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onlineForceLogout } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { onlineListKey } from './online-list';

/** `POST /sys/online/forceLogout {token}`: `token` is the row's session key; the list reloads after. */
export function useForceLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => unwrap(await call(onlineForceLogout, { body: { token } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onlineListKey }),
  });
}
