import { cropTaskEdit, type CropTaskEditBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { taskResult, useTaskMutation } from './task-mutation';

/** `PUT /crop/task/edit`: ok200 `编辑成功!`; the task is a draft again, without summary. */
export const editTask = async (body: CropTaskEditBody) => taskResult(await call(cropTaskEdit, { body }));

export const useEditTask = () => useTaskMutation(editTask);
