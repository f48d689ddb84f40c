import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  analysisPartitionAdd,
  analysisPartitionDelete,
  analysisPartitionEdit,
  analysisPartitionList,
  type AnalysisPartition,
  type AnalysisPartitionAddBody,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { partitionsKey, zonesKey } from './keys';

/** Every partition in order (a handful of rows), for the partition list and the pickers. */
export async function listPartitions(signal?: AbortSignal): Promise<AnalysisPartition[]> {
  const query = { pageNo: 1, pageSize: 1000, column: 'sortNo', order: 'asc' };
  return unwrap(await call(analysisPartitionList, { query }, { signal, silent: true })).records;
}

export const usePartitions = () =>
  useQuery(queryOptions({ queryKey: [...partitionsKey, 'all'], queryFn: ({ signal }) => listPartitions(signal) }));

export type SavePartitionBody = AnalysisPartitionAddBody & { id?: string };

export async function savePartition({ id, ...fields }: SavePartitionBody): Promise<AnalysisPartition | null> {
  return unwrap(
    id
      ? await call(analysisPartitionEdit, { body: { ...fields, id } })
      : await call(analysisPartitionAdd, { body: fields }),
  );
}

/** Zone rows carry their partition's names: a rename refreshes them too. */
function useInvalidatePartitions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: partitionsKey }),
      queryClient.invalidateQueries({ queryKey: zonesKey }),
    ]);
}

export function useSavePartition() {
  const invalidate = useInvalidatePartitions();
  return useMutation({ mutationFn: savePartition, onSuccess: invalidate });
}

/** Refused while zones or items use the partition; the refusal's text reaches the caller as a `ResultError`. */
export async function deletePartition(id: string): Promise<void> {
  unwrap(await call(analysisPartitionDelete, { query: { id } }));
}

export function useDeletePartition() {
  const invalidate = useInvalidatePartitions();
  return useMutation({ mutationFn: deletePartition, onSuccess: invalidate });
}
