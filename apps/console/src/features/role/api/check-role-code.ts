import { roleCheckRoleCode } from '@cropwatch/contract';
import { call } from '../../../lib/http';

/**
 * `GET /sys/role/checkRoleCode`: `null` when the code is free, else the server's reason (`角色编码已存在`).
 * `id` is the edited role's, so its own code does not count as taken.
 */
export async function checkRoleCode(roleCode: string, id?: string): Promise<string | null> {
  const res = await call(roleCheckRoleCode, { query: { roleCode, ...(id ? { id } : {}) } });
  return res.success ? null : res.message;
}
