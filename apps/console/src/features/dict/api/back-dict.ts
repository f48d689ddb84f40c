import { dictBack } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useDictAdminMutation } from './admin-mutation';
import { dictKeys } from './keys';

/** `PUT /sys/dict/back/{id}` (button `dict:edit`): restores a recycled dictionary, ok200 `操作成功!`. */
export const backDict = async (id: string): Promise<string> => resultMessage(await call(dictBack, { params: { id } }));

export const useBackDict = () => useDictAdminMutation(backDict, [dictKeys.recycleBin, dictKeys.list]);
