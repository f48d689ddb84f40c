import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionDelete } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { permissionListKey } from './list-permission';
import { resultMessage } from './result-message';

/** `DELETE /sys/permission/delete?id=`: the row with its descendants, data rules and grants. */
export async function deletePermission(id: string): Promise<string> {
  return resultMessage(await call(permissionDelete, { query: { id } }));
}

export function useDeletePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionListKey }),
  });
}
