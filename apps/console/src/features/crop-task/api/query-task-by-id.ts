import { queryOptions, useQuery } from '@tanstack/react-query';
import { cropTaskQueryById } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { cropTaskKeys } from './keys';

/** `GET /crop/task/queryById?id=`: one task with its summary. */
export const queryTaskById = async (id: string, signal?: AbortSignal) => {
  const task = unwrap(await call(cropTaskQueryById, { query: { id } }, { signal }));
  if (!task) throw new Error('task not found');
  return task;
};

export const taskQueryOptions = (id: string) =>
  queryOptions({ queryKey: cropTaskKeys.detail(id), queryFn: ({ signal }) => queryTaskById(id, signal) });

export const useTask = (id: string | null) => useQuery({ ...taskQueryOptions(id ?? ''), enabled: Boolean(id) });
