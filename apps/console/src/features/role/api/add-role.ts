import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleAdd, type RoleAddBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage } from './result-message';
import { roleListKey } from './role-list-key';

/** `POST /sys/role/add`: resolves to the server message. */
export async function addRole(body: RoleAddBody): Promise<string> {
  return resultMessage(await call(roleAdd, { body }));
}

export function useAddRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleListKey }),
  });
}
