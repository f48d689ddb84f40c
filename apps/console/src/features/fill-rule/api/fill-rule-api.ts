import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fillRuleAdd,
  type FillRuleAddBody,
  fillRuleEdit,
  type FillRuleEditBody,
  fillRuleExecute,
  fillRuleList,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

export const fillRuleListUrl = fillRuleList.path;
export const fillRuleListKey = ['fillRule', 'list'] as const;

export async function saveFillRule(body: FillRuleAddBody | FillRuleEditBody): Promise<string> {
  const id = 'id' in body && typeof body.id === 'string' ? body.id : undefined;
  const res = id ? await call(fillRuleEdit, { body: { ...body, id } }) : await call(fillRuleAdd, { body });
  unwrap(res);
  return res.message;
}

export function useSaveFillRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFillRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fillRuleListKey }),
  });
}

/** `PUT /sys/fillRule/executeRuleByCode/{ruleCode}` with a form's values: the next code, as forms use it. */
export async function executeFillRule(ruleCode: string, formData: Record<string, unknown> = {}): Promise<string> {
  return unwrap(await call(fillRuleExecute, { params: { ruleCode }, body: formData })) ?? '';
}
