import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departRoleEdit, type DepartRoleEditBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { departRoleListKey } from './depart-role-list-key';

/** `PUT /sys/sysDepartRole/edit`: answers `编辑成功!`. */
export async function editDepartRole(body: DepartRoleEditBody): Promise<string> {
  const res = await call(departRoleEdit, { body });
  unwrap(res);
  return res.message;
}

export function useEditDepartRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDepartRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departRoleListKey }),
  });
}
