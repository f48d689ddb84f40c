import { cropTaskAdd, type CropTaskAddBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { taskResult, useTaskMutation } from './task-mutation';

/** `POST /crop/task/add`: ok200 `添加成功！` with the new draft task. */
export const addTask = async (body: CropTaskAddBody) => taskResult(await call(cropTaskAdd, { body }));

export const useAddTask = () => useTaskMutation(addTask);
