import type { ReportRow } from '../api/use-report';

const split = (list: string) =>
  list
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

export type PopupProblem = 'notConfigured' | 'countMismatch';

/** Spec §5: a popup needs a code and source/target fields of equal counts. */
export function popupProblem(code: string, orgFields: string, destFields: string): PopupProblem | null {
  if (!code.trim() || split(orgFields).length === 0 || split(destFields).length === 0) return 'notConfigured';
  if (split(orgFields).length !== split(destFields).length) return 'countMismatch';
  return null;
}

/**
 * `orgFields` → `destFields` (spec §3): the i-th report column's values of the chosen rows go to the i-th target
 * field, several rows joined with commas (JeecgBoot's multi-select popup).
 */
export function mapPopupRows(
  rows: readonly ReportRow[],
  orgFields: string,
  destFields: string,
): Record<string, string> {
  const org = split(orgFields);
  const dest = split(destFields);
  return Object.fromEntries(
    dest.map((field, i) => [
      field,
      rows
        .map((r) => r[org[i]])
        .filter((v) => v !== null && v !== undefined && v !== '')
        .map(String)
        .join(','),
    ]),
  );
}
