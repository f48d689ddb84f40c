import { getMultiUser as endpoint, type SysUser } from '@cropwatch/contract';
import { call } from '../../lib/http';

/**
 * `GET /sys/user/getMultiUser`: users whose `store` column is one of `values`. The answer is a raw array
 * (contract §14); the trailing comma makes the server use IN even for one value (contract §5.3).
 */
export async function getMultiUser(store: 'id' | 'username', values: readonly string[]): Promise<SysUser[]> {
  if (values.length === 0) return [];
  const users = await call(endpoint, { query: { [store]: `${values.join(',')},` } });
  return Array.isArray(users) ? users : [];
}
