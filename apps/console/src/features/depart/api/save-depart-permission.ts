import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departPermissionSave } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { departPermissionKey } from './query-depart-permission';

export interface GrantChange {
  /** The owner: a department id here. */
  id: string;
  permissionIds: readonly string[];
  /** What the server held before: it inserts and deletes the difference (contract §6.4). */
  lastpermissionIds: readonly string[];
}

/** `POST /sys/permission/saveDepartPermission` with diff semantics; answers `保存成功！`. */
export async function saveDepartPermission({ id, permissionIds, lastpermissionIds }: GrantChange): Promise<string> {
  const res = await call(departPermissionSave, {
    body: { departId: id, permissionIds: permissionIds.join(','), lastpermissionIds: lastpermissionIds.join(',') },
  });
  unwrap(res);
  return res.message;
}

export function useSaveDepartPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDepartPermission,
    // The department-role tree offers only what the department holds, so it changes too.
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: departPermissionKey(id) }),
        queryClient.invalidateQueries({ queryKey: ['depart', 'role-tree', id] }),
      ]),
  });
}
