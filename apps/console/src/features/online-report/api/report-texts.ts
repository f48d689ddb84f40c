import type { TFunction } from 'i18next';

/**
 * A text of a report's configuration in the interface's language (issue #31): the report's name, a column's or a
 * search field's title, by report code and field (`onlineReport:reports.<code>.name|fields.<field>`); a report or
 * field without an entry keeps the configured text.
 */
export function reportText(t: TFunction, code: string, fallback: string, field?: string): string {
  if (!code) return fallback;
  const key = field === undefined ? `reports.${code}.name` : `reports.${code}.fields.${field}`;
  return t(key, { ns: 'onlineReport', defaultValue: fallback });
}
