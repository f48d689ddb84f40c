import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deptRolePermissionSave } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { deptRolePermissionKey } from './query-dept-role-permission';
import type { GrantChange } from './save-depart-permission';

/** `POST /sys/sysDepartPermission/saveDeptRolePermission` (diff semantics); answers `保存成功！`. */
export async function saveDeptRolePermission({ id, permissionIds, lastpermissionIds }: GrantChange): Promise<string> {
  const res = await call(deptRolePermissionSave, {
    body: { roleId: id, permissionIds: permissionIds.join(','), lastpermissionIds: lastpermissionIds.join(',') },
  });
  unwrap(res);
  return res.message;
}

export function useSaveDeptRolePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeptRolePermission,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: deptRolePermissionKey(id) }),
  });
}
