import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departAdd, type DepartAddBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { invalidateDeparts } from './invalidate-departs';

/** `POST /sys/sysDepart/add`: the server generates `orgCode` and `orgType`; answers `添加成功！`. */
export async function addDepart(body: DepartAddBody): Promise<string> {
  const res = await call(departAdd, { body });
  unwrap(res);
  return res.message;
}

export function useAddDepart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDepart, onSuccess: () => invalidateDeparts(queryClient) });
}
