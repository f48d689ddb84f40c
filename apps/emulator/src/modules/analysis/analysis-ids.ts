import { JeecgError } from '../../core/errors/jeecg.errors';

/** `ids=a,b,` of the batch deletes, trimmed; an empty list is rejected. */
export function splitIds(ids: string): string[] {
  const list = ids
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) throw new JeecgError('ids不能为空');
  return list;
}
