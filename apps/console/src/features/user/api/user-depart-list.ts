import { userDepartList } from '@cropwatch/contract';
import { call } from '../../../lib/http';

/**
 * `GET /sys/user/userDepartList?userId=`: ids of the user's departments. None is answered `success:false`
 * `查找失败` (contract §6.1), which means an empty list here.
 */
export async function queryUserDepartIds(userId: string, signal?: AbortSignal): Promise<string[]> {
  const res = await call(userDepartList, { query: { userId } }, { signal });
  return res.success ? (res.result ?? []).map((d) => d.key) : [];
}
