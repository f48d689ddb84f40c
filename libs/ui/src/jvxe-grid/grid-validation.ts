import { cellText } from './cell-values';
import { isEmptyValue, validateValue, type DefaultMessage } from './rules';
import type { JVxeCollected, JVxeColumn, JVxeRow } from './types';

export const errorKey = (rowId: string, key: string) => `${rowId}\u0000${key}`;

/** Validates every ruled cell of the rows: the failing cells' messages by {@link errorKey} and the first failure. */
export async function validateRows(
  rows: readonly JVxeRow[],
  columns: readonly JVxeColumn[],
  defaultMessage: DefaultMessage,
): Promise<{ errors: Map<string, string>; firstError: JVxeCollected['firstError'] }> {
  const current = { rows };
  const ruled = columns.filter((c) => c.validateRules?.length);
  const counts = new Map<string, Map<string, number>>();
  for (const c of ruled) {
    if (!c.validateRules?.some((r) => r.unique || r.only)) continue;
    const m = new Map<string, number>();
    for (const r of current.rows) {
      if (isEmptyValue(r[c.key])) continue;
      const v = cellText(r[c.key]);
      m.set(v, (m.get(v) ?? 0) + 1);
    }
    counts.set(c.key, m);
  }
  const next = new Map<string, string>();
  let firstError: JVxeCollected['firstError'];
  for (const row of current.rows) {
    for (const c of ruled) {
      const value = row[c.key];
      const message = await validateValue(value, c.validateRules, {
        row,
        column: c,
        occurrences: () => counts.get(c.key)?.get(cellText(value)) ?? 1,
        defaultMessage,
      });
      if (message) {
        next.set(errorKey(row.id, c.key), message);
        firstError ??= { rowId: row.id, key: c.key, message };
      }
    }
  }
  return { errors: next, firstError };
}
