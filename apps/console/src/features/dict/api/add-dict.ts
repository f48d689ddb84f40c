import { dictAdd, type DictAddBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useDictAdminMutation } from './admin-mutation';
import { dictKeys } from './keys';

/** `POST /sys/dict/add` (button `dict:add`): ok200 `保存成功！`. */
export const addDict = async (body: DictAddBody): Promise<string> => resultMessage(await call(dictAdd, { body }));

export const useAddDict = () => useDictAdminMutation(addDict, [dictKeys.list]);
