import { JeecgError } from '../errors/jeecg.errors';

/** `a, b,` -> `['a', 'b']`: a comma list of ids (batch deletes, selections, link fields), trimmed, empties dropped. */
export const splitIds = (ids: string | null | undefined): string[] =>
  (ids ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `splitIds` without repeats, in first-seen order. */
export const distinctIds = (ids: string | null | undefined): string[] => [...new Set(splitIds(ids))];

/** `ids=a,b,` of a batch delete; an empty list is rejected (`ids不能为空`). */
export function requireIds(ids: string): string[] {
  const list = splitIds(ids);
  if (list.length === 0) throw new JeecgError('ids不能为空');
  return list;
}
