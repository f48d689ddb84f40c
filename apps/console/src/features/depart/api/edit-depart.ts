import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departEdit, type DepartEditBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { invalidateDeparts } from './invalidate-departs';

/** `PUT /sys/sysDepart/edit`: answers `修改成功!`; an unknown id `未找到对应实体`. */
export async function editDepart(body: DepartEditBody): Promise<string> {
  const res = await call(departEdit, { body });
  unwrap(res);
  return res.message;
}

export function useEditDepart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editDepart, onSuccess: () => invalidateDeparts(queryClient) });
}
