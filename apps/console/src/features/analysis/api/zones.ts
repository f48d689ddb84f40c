import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  analysisZoneAdd,
  analysisZoneEdit,
  analysisZoneList,
  type AnalysisZone,
  type AnalysisZoneAddBody,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { partitionsKey, zonesKey } from './keys';

/** The zones of one partition in order, for the item form's zone picker. */
export async function listPartitionZones(partitionId: string, signal?: AbortSignal): Promise<AnalysisZone[]> {
  const query = { pageNo: 1, pageSize: 1000, partitionId };
  return unwrap(await call(analysisZoneList, { query }, { signal, silent: true })).records;
}

export const usePartitionZones = (partitionId: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: [...zonesKey, 'partition', partitionId],
      queryFn: ({ signal }) => listPartitionZones(partitionId ?? '', signal),
      enabled: Boolean(partitionId),
    }),
  );

export type SaveZoneBody = AnalysisZoneAddBody & { id?: string };

export async function saveZone({ id, ...fields }: SaveZoneBody): Promise<AnalysisZone | null> {
  return unwrap(
    id ? await call(analysisZoneEdit, { body: { ...fields, id } }) : await call(analysisZoneAdd, { body: fields }),
  );
}

/** Partitions count their zones: both lists refresh. */
export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveZone,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: zonesKey }),
        queryClient.invalidateQueries({ queryKey: partitionsKey }),
      ]),
  });
}
