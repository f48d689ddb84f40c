import { loadTreeData as endpoint, type TreeSelectModel } from '@cropwatch/contract';
import { call, ResultError } from '../../lib/http';
import { i18n } from '../../lib/i18n';

export interface TreeDictQuery {
  pid: string;
  pidField: string;
  tableName: string;
  text: string;
  code: string;
  hasChildField: string;
  condition: string;
}

/**
 * A tree level as the server sends it: an array, or an object holding `records` (spec §5); anything else is
 * `返回数据类型不识别`.
 */
export function treeNodesOf(result: unknown): TreeSelectModel[] {
  if (Array.isArray(result)) return result as TreeSelectModel[];
  if (typeof result === 'object' && result !== null && Array.isArray((result as { records?: unknown }).records)) {
    return (result as { records: TreeSelectModel[] }).records;
  }
  throw new ResultError(i18n.t('dict.badTreeData', { ns: 'list' }), 500);
}

/** `GET /sys/dict/loadTreeData`: one level of a table tree (contract §4.3). */
export async function loadTreeData(query: TreeDictQuery): Promise<TreeSelectModel[]> {
  const res = await call(endpoint, { query: { ...query } });
  if (!res.success) throw new ResultError(res.message, res.code);
  return treeNodesOf(res.result);
}
