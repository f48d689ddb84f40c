import { useMutation, useQueryClient } from '@tanstack/react-query';
import { positionEdit, type PositionEditBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { positionListKey } from './list-position';

/** `PUT /sys/position/edit`: answers `编辑成功!`. */
export async function editPosition(body: PositionEditBody): Promise<string> {
  const res = await call(positionEdit, { body });
  unwrap(res);
  return res.message;
}

export function useEditPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: positionListKey }),
  });
}
