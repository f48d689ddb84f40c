import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionSaveRolePermission } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { saveRolePermissionBody } from '../lib/permission-tree';
import { rolePermissionKey } from './query-role-permission';
import { resultMessage } from './result-message';

export interface SaveRolePermissionInput {
  roleId: string;
  permissionIds: readonly string[];
  /** The set the drawer loaded: the server only applies the difference. */
  lastPermissionIds: readonly string[];
}

/** `POST /sys/permission/saveRolePermission`: resolves to the server message (`保存成功！`). */
export async function saveRolePermission(input: SaveRolePermissionInput): Promise<string> {
  const body = saveRolePermissionBody(input.roleId, input.permissionIds, input.lastPermissionIds);
  return resultMessage(await call(permissionSaveRolePermission, { body }));
}

export function useSaveRolePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRolePermission,
    onSuccess: (_message, input) => queryClient.invalidateQueries({ queryKey: rolePermissionKey(input.roleId) }),
  });
}
