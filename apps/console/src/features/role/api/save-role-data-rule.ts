import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleDataRuleSave } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { roleDataRuleKey } from './get-role-data-rule';
import { resultMessage } from './result-message';

export interface SaveRoleDataRuleInput {
  permissionId: string;
  roleId: string;
  dataRuleIds: readonly string[];
}

/** `POST /sys/role/datarule`: refused with `请先保存角色菜单权限!` until the menu itself is granted. */
export async function saveRoleDataRule(input: SaveRoleDataRuleInput): Promise<string> {
  const body = { permissionId: input.permissionId, roleId: input.roleId, dataRuleIds: input.dataRuleIds.join(',') };
  return resultMessage(await call(roleDataRuleSave, { body }));
}

export function useSaveRoleDataRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoleDataRule,
    onSuccess: (_message, input) =>
      queryClient.invalidateQueries({ queryKey: roleDataRuleKey(input.permissionId, input.roleId) }),
  });
}
