import { checkRuleEdit, type CheckRuleEditBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useCheckRuleMutation } from './admin-mutation';

/** `PUT /sys/checkRule/edit`: ok200 `编辑成功!`. */
export const editCheckRule = async (body: CheckRuleEditBody): Promise<string> =>
  resultMessage(await call(checkRuleEdit, { body }));

export const useEditCheckRule = () => useCheckRuleMutation(editCheckRule);
