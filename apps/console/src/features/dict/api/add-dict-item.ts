import { dictItemAdd, type DictItemAddBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useDictAdminMutation } from './admin-mutation';
import { dictKeys } from './keys';

/** `POST /sys/dictItem/add` (button `dict:edit`): ok200 `保存成功！`. */
export const addDictItem = async (body: DictItemAddBody): Promise<string> =>
  resultMessage(await call(dictItemAdd, { body }));

export const useAddDictItem = () => useDictAdminMutation(addDictItem, [dictKeys.items]);
