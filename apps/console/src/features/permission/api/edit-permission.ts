import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionEdit, type PermissionEditBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { permissionListKey } from './list-permission';
import { resultMessage } from './result-message';

/** `PUT /sys/permission/edit`. */
export async function editPermission(body: PermissionEditBody): Promise<string> {
  return resultMessage(await call(permissionEdit, { body }));
}

export function useEditPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionListKey }),
  });
}
