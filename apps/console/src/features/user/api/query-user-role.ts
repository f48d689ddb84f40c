import { userQueryUserRole } from '@cropwatch/contract';
import { call } from '../../../lib/http';

/**
 * `GET /sys/user/queryUserRole?userid=`: the user's role ids. A user without roles is answered with err500
 * `未找到用户相关角色信息` (quirk §14.8), which Vue2 reads as "none", and so does this.
 */
export async function queryUserRole(userid: string, signal?: AbortSignal): Promise<string[]> {
  const res = await call(userQueryUserRole, { query: { userid } }, { signal });
  return res.success ? (res.result ?? []) : [];
}
