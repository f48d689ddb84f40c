import { categoryDelete } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { resultMessage, useCategoryMutation } from './admin-mutation';

/** `DELETE /sys/category/delete?id=`: the node with its descendants; ok200 `删除成功!`. */
export const deleteCategory = async (id: string): Promise<string> =>
  resultMessage(await call(categoryDelete, { query: { id } }));

export const useDeleteCategory = () => useCategoryMutation(deleteCategory);
