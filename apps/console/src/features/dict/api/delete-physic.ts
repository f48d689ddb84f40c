import { dictDeletePhysic } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useDictAdminMutation } from './admin-mutation';
import { dictKeys } from './keys';

/** `DELETE /sys/dict/deletePhysic/{id}` (button `dict:delete`): removes a recycled dictionary and its items. */
export const deletePhysic = async (id: string): Promise<string> =>
  resultMessage(await call(dictDeletePhysic, { params: { id } }));

export const useDeletePhysic = () => useDictAdminMutation(deletePhysic, [dictKeys.recycleBin]);
