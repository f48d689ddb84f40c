import { dictItemEdit, type DictItemEditBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useDictAdminMutation } from './admin-mutation';
import { dictKeys } from './keys';

/** `PUT /sys/dictItem/edit` (button `dict:edit`): ok200 `编辑成功!`; also enables and disables an item. */
export const editDictItem = async (body: DictItemEditBody): Promise<string> =>
  resultMessage(await call(dictItemEdit, { body }));

export const useEditDictItem = () => useDictAdminMutation(editDictItem, [dictKeys.items]);
