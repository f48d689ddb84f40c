import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionAddPermissionRule } from '@cropwatch/contract';
import type { BodyOf } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { permissionListKey } from './list-permission';
import { permissionRuleKey } from './query-permission-rule';
import { resultMessage } from './result-message';

export type AddPermissionRuleBody = BodyOf<typeof permissionAddPermissionRule>;

/** `POST /sys/permission/addPermissionRule`: also flags the menu as having rules. */
export async function addPermissionRule(body: AddPermissionRuleBody): Promise<string> {
  return resultMessage(await call(permissionAddPermissionRule, { body }));
}

export function useAddPermissionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPermissionRule,
    onSuccess: async (_message, body) => {
      await queryClient.invalidateQueries({ queryKey: permissionRuleKey(body.permissionId) });
      await queryClient.invalidateQueries({ queryKey: permissionListKey });
    },
  });
}
