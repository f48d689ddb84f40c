import { queryOptions } from '@tanstack/react-query';
import { roleQueryAll, type SysRole } from '@cropwatch/contract';
import { call } from '../../lib/http';

/** `GET /sys/role/queryall`: every role (contract §6.2). No roles is an error on the server; here an empty list. */
export async function queryRoleAll(signal?: AbortSignal): Promise<SysRole[]> {
  const res = await call(roleQueryAll, {}, { signal });
  return res.success ? (res.result ?? []) : [];
}

export const roleAllQueryOptions = () =>
  queryOptions({ queryKey: ['sys', 'role', 'queryall'], queryFn: ({ signal }) => queryRoleAll(signal) });
