import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departDeleteBatch } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { invalidateDeparts } from './invalidate-departs';

/** `DELETE /sys/sysDepart/deleteBatch?ids=a,b`: every listed department with its descendants. */
export async function deleteBatchDepart(ids: readonly string[]): Promise<string> {
  const res = await call(departDeleteBatch, { query: { ids: ids.join(',') } });
  unwrap(res);
  return res.message;
}

export function useDeleteBatchDepart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBatchDepart, onSuccess: () => invalidateDeparts(queryClient) });
}
