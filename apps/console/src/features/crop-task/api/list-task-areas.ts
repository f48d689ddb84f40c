import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cropTaskList } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { cropTaskKeys } from './keys';

/** The map shows every task the list's filters match, not only the table's page; capped to keep it fluid. */
export const MAP_TASK_LIMIT = 1000;

type ListParams = Record<string, unknown>;

/** `GET /crop/task/list` with the list's filters, first `MAP_TASK_LIMIT` rows: the areas drawn on the map. */
export async function listTaskAreas(params: ListParams, signal?: AbortSignal) {
  const { pageNo: _pageNo, pageSize: _pageSize, ...filters } = params;
  const page = unwrap(
    await call(cropTaskList, { query: { ...filters, pageNo: 1, pageSize: MAP_TASK_LIMIT } }, { signal }),
  );
  return page.records;
}

export const useTaskAreas = (params: ListParams) =>
  useQuery({
    queryKey: [...cropTaskKeys.list, 'map', params],
    queryFn: ({ signal }) => listTaskAreas(params, signal),
    placeholderData: keepPreviousData,
  });
