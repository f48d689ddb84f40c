import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tenantAdd, type TenantAddBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { tenantListKey } from './list-tenant';

/** `POST /sys/tenant/add`: the id is typed in; one in use answers `该编号已存在!`. */
export async function addTenant(body: TenantAddBody): Promise<string> {
  const res = await call(tenantAdd, { body });
  unwrap(res);
  return res.message;
}

export function useAddTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantListKey }),
  });
}
