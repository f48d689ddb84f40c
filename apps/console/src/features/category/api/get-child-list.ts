import { queryOptions } from '@tanstack/react-query';
import { categoryChildList, type SysCategory } from '@cropwatch/contract';
import { call, ResultError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { categoryKeys } from './keys';

/** A tree level must be an array or hold `records` (spec §5), else `返回数据类型不识别`. */
export function childRowsOf(result: unknown): SysCategory[] {
  if (Array.isArray(result)) return result as SysCategory[];
  if (typeof result === 'object' && result !== null && Array.isArray((result as { records?: unknown }).records)) {
    return (result as { records: SysCategory[] }).records;
  }
  throw new ResultError(i18n.t('dict.badTreeData', { ns: 'list' }), 500);
}

/** `GET /sys/category/childList?pid=`: the direct children of a category, by code. */
export async function getChildList(pid: string, signal?: AbortSignal): Promise<SysCategory[]> {
  const res = await call(categoryChildList, { query: { pid } }, { signal });
  if (!res.success) throw new ResultError(res.message, res.code);
  return childRowsOf(res.result);
}

export const childListQueryOptions = (pid: string) =>
  queryOptions({
    queryKey: categoryKeys.children(pid),
    queryFn: ({ signal }) => getChildList(pid, signal),
    staleTime: 0,
    retry: false,
  });
