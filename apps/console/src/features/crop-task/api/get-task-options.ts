import { queryOptions, useQuery } from '@tanstack/react-query';
import { cropTaskOptions } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { cropTaskKeys } from './keys';

/** `GET /crop/task/options`: periods (newest first), countries and zones, stage names. Reference data: cached. */
export const getTaskOptions = async (signal?: AbortSignal) => unwrap(await call(cropTaskOptions, {}, { signal }));

export const taskOptionsQuery = queryOptions({
  queryKey: cropTaskKeys.options,
  queryFn: ({ signal }) => getTaskOptions(signal),
  staleTime: Infinity,
});

export const useTaskOptions = () => useQuery(taskOptionsQuery);
