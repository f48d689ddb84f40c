import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departDelete } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { invalidateDeparts } from './invalidate-departs';

/** `DELETE /sys/sysDepart/delete?id=`: physical, with every descendant and their links. */
export async function deleteDepart(id: string): Promise<string> {
  const res = await call(departDelete, { query: { id } });
  unwrap(res);
  return res.message;
}

export function useDeleteDepart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDepart, onSuccess: () => invalidateDeparts(queryClient) });
}
