import { useMutation, useQueryClient } from '@tanstack/react-query';
import { positionAdd, type PositionAddBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { positionListKey } from './list-position';

/** `POST /sys/position/add`: answers `添加成功！`; a taken code `职务编码已存在`. */
export async function addPosition(body: PositionAddBody): Promise<string> {
  const res = await call(positionAdd, { body });
  unwrap(res);
  return res.message;
}

export function useAddPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: positionListKey }),
  });
}
