/**
 * What the access guard needs to know of an online report to decide a `'report'` access (issue #29), provided by
 * the report module (which owns the report tables) under `REPORT_TARGETS`.
 */
export const REPORT_TARGETS = Symbol('REPORT_TARGETS');

export interface ReportTarget {
  /** The report's code: its grant is `reportGrantMenus(code)`. */
  code: string;
  /** The tables the report's SQL reads that have a page with data rules: table name -> that page's menu url. */
  tables: ReadonlyMap<string, string>;
  /** Buttons the caller must also hold, for tables whose rows are personal (chat conversations: the audit grant). */
  buttons: readonly string[];
}

export interface ReportTargets {
  /** The report a request's path parameters name (`code` or `id`), or null when there is none. */
  targetOf(params: Readonly<Record<string, unknown>>): Promise<ReportTarget | null>;
}
