import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionDeletePermissionRule } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { permissionRuleKey } from './query-permission-rule';
import { resultMessage } from './result-message';

export interface DeletePermissionRuleInput {
  id: string;
  permissionId: string;
}

/** `DELETE /sys/permission/deletePermissionRule?id=`. */
export async function deletePermissionRule({ id }: DeletePermissionRuleInput): Promise<string> {
  return resultMessage(await call(permissionDeletePermissionRule, { query: { id } }));
}

export function useDeletePermissionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermissionRule,
    onSuccess: (_message, input) => queryClient.invalidateQueries({ queryKey: permissionRuleKey(input.permissionId) }),
  });
}
