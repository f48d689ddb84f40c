import { dictItemDelete } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useDictAdminMutation } from './admin-mutation';
import { dictKeys } from './keys';

/** `DELETE /sys/dictItem/delete?id=` (button `dict:edit`): ok200 `删除成功!`. */
export const deleteDictItem = async (id: string): Promise<string> =>
  resultMessage(await call(dictItemDelete, { query: { id } }));

export const useDeleteDictItem = () => useDictAdminMutation(deleteDictItem, [dictKeys.items]);
