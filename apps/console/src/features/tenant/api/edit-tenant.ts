import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tenantEdit, type TenantEditBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { tenantListKey } from './list-tenant';

/** `PUT /sys/tenant/edit`: partial (a status switch sends `{id, status}` only); answers `修改成功!`. */
export async function editTenant(body: TenantEditBody): Promise<string> {
  const res = await call(tenantEdit, { body });
  unwrap(res);
  return res.message;
}

export function useEditTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantListKey }),
  });
}
