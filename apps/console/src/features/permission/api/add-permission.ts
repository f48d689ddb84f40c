import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionAdd, type PermissionAddBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { permissionListKey } from './list-permission';
import { resultMessage } from './result-message';

/** `POST /sys/permission/add` (the server normalises url and component, contract §3.2). */
export async function addPermission(body: PermissionAddBody): Promise<string> {
  return resultMessage(await call(permissionAdd, { body }));
}

export function useAddPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionListKey }),
  });
}
