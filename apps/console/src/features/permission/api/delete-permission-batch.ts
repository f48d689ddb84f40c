import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionDeleteBatch } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { permissionListKey } from './list-permission';
import { resultMessage } from './result-message';

/** `DELETE /sys/permission/deleteBatch?ids=a,b`. */
export async function deletePermissionBatch(ids: readonly string[]): Promise<string> {
  return resultMessage(await call(permissionDeleteBatch, { query: { ids: ids.join(',') } }));
}

export function useDeletePermissionBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermissionBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionListKey }),
  });
}
