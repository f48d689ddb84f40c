import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleEdit, type RoleEditBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage } from './result-message';
import { roleListKey } from './role-list-key';

/** `PUT /sys/role/edit`: resolves to the server message. */
export async function editRole(body: RoleEditBody): Promise<string> {
  return resultMessage(await call(roleEdit, { body }));
}

export function useEditRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleListKey }),
  });
}
