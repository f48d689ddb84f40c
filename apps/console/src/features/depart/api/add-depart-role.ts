import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departRoleAdd, type DepartRoleAddBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { departRoleListKey } from './depart-role-list-key';

/** `POST /sys/sysDepartRole/add`: a role code already used in the department is refused. */
export async function addDepartRole(body: DepartRoleAddBody): Promise<string> {
  const res = await call(departRoleAdd, { body });
  unwrap(res);
  return res.message;
}

export function useAddDepartRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDepartRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departRoleListKey }),
  });
}
