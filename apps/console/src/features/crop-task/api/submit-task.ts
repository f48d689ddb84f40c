import { cropTaskSubmit } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { taskResult, useTaskMutation } from './task-mutation';

/** `POST /crop/task/submit?id=`: the analysed task with its summary, or the failed task with the reason. */
export const submitTask = async (id: string) => taskResult(await call(cropTaskSubmit, { query: { id } }));

export const useSubmitTask = () => useTaskMutation(submitTask);
