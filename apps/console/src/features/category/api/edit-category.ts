import { categoryEdit, type CategoryEditBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useCategoryMutation } from './admin-mutation';

/** `PUT /sys/category/edit`: name and parent; a new parent re-codes the subtree. ok200 `编辑成功!`. */
export const editCategory = async (body: CategoryEditBody): Promise<string> =>
  resultMessage(await call(categoryEdit, { body }));

export const useEditCategory = () => useCategoryMutation(editCategory);
