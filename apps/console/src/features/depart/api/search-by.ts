import { departSearchBy, type DepartTreeNode } from '@cropwatch/contract';
import { call } from '../../../lib/http';

export type DepartSearchResult = { found: true; nodes: DepartTreeNode[] } | { found: false; message: string };

/** `GET /sys/sysDepart/searchBy?keyWord=`: flat matches; no match is `success:false` `未查询匹配数据！` (quirk). */
export async function searchBy(keyWord: string): Promise<DepartSearchResult> {
  const res = await call(departSearchBy, { query: { keyWord } });
  return res.success ? { found: true, nodes: res.result ?? [] } : { found: false, message: res.message };
}
