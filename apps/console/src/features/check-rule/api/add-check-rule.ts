import { checkRuleAdd, type CheckRuleAddBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useCheckRuleMutation } from './admin-mutation';

/** `POST /sys/checkRule/add`: ok200 `添加成功！`; the server checks the rule JSON too. */
export const addCheckRule = async (body: CheckRuleAddBody): Promise<string> =>
  resultMessage(await call(checkRuleAdd, { body }));

export const useAddCheckRule = () => useCheckRuleMutation(addCheckRule);
