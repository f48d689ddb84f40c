import { useQuery } from '@tanstack/react-query';
import { dataLogList, dataLogQueryCompareList, dataLogQueryDataVerList, type SysDataLog } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** `GET /sys/dataLog/list` (read through the list kit). */
export const dataLogListUrl = dataLogList.path;
export const dataLogListKey = ['operations', 'data-log'] as const;

/** Every version of one record (`queryDataVerList`), oldest first. */
export function useDataVersions(dataTable: string, dataId: string) {
  return useQuery({
    queryKey: ['operations', 'data-log', 'versions', dataTable, dataId],
    queryFn: async (): Promise<SysDataLog[]> =>
      unwrap(await call(dataLogQueryDataVerList, { query: { dataTable, dataId } })) ?? [],
  });
}

/** The two log rows to compare (`queryCompareList`), in the order asked. */
export function useCompareList(dataId1: string, dataId2: string) {
  return useQuery({
    queryKey: ['operations', 'data-log', 'compare', dataId1, dataId2],
    queryFn: async (): Promise<SysDataLog[]> =>
      unwrap(await call(dataLogQueryCompareList, { query: { dataId1, dataId2 } })) ?? [],
    enabled: Boolean(dataId1 && dataId2),
  });
}
