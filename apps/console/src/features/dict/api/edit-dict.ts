import { dictEdit, type DictEditBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useDictAdminMutation } from './admin-mutation';
import { dictKeys } from './keys';

/** `PUT /sys/dict/edit` (button `dict:edit`): ok200 `编辑成功!`. */
export const editDict = async (body: DictEditBody): Promise<string> => resultMessage(await call(dictEdit, { body }));

export const useEditDict = () => useDictAdminMutation(editDict, [dictKeys.list]);
