import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userFrozenBatch } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { userListKey } from './keys';

/** `status` of `frozenBatch`: 1 unfreezes, 2 freezes (contract §6.1). */
export type FrozenStatus = 1 | 2;

export interface FrozenBatchInput {
  ids: readonly string[];
  status: FrozenStatus;
}

/** `PUT /sys/user/frozenBatch` with `{ids:"a,b", status:"2"}` as Vue2 sends it; answers `操作成功!`. */
export async function frozenBatch({ ids, status }: FrozenBatchInput): Promise<string> {
  const res = await call(userFrozenBatch, { body: { ids: ids.join(','), status: String(status) } });
  unwrap(res);
  return res.message;
}

export function useFrozenBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: frozenBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListKey }),
  });
}
