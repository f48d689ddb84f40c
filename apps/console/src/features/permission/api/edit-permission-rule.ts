import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionEditPermissionRule } from '@cropwatch/contract';
import type { BodyOf } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { permissionRuleKey } from './query-permission-rule';
import { resultMessage } from './result-message';

export type EditPermissionRuleBody = BodyOf<typeof permissionEditPermissionRule>;

/** `PUT /sys/permission/editPermissionRule`. */
export async function editPermissionRule(body: EditPermissionRuleBody): Promise<string> {
  return resultMessage(await call(permissionEditPermissionRule, { body }));
}

export function useEditPermissionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPermissionRule,
    onSuccess: (_message, body) => queryClient.invalidateQueries({ queryKey: permissionRuleKey(body.permissionId) }),
  });
}
