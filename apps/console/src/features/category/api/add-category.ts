import { categoryAdd, type CategoryAddBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useCategoryMutation } from './admin-mutation';

/** `POST /sys/category/add`: the server numbers the code under the parent (A01, A01A01…); ok200 `添加成功！`. */
export const addCategory = async (body: CategoryAddBody): Promise<string> =>
  resultMessage(await call(categoryAdd, { body }));

export const useAddCategory = () => useCategoryMutation(addCategory);
