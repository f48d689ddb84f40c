/** The seven Quartz fields in expression order. */
export type CronFieldName = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek' | 'year';

/** One element of a comma-separated list. */
export type CronListItem =
  | { kind: 'value'; value: number }
  /** `a-b`; `end < start` wraps around the field (Quartz "overflowing range", e.g. hours `22-2`). */
  | { kind: 'range'; start: number; end: number }
  /** `a/n`, `*\/n` (start omitted = field minimum), `a-b/n`. */
  | { kind: 'step'; start: number | null; end: number | null; step: number };

/**
 * What one field says. The day kinds mirror the cron builder's options: day-of-month `L`, `L-n`,
 * `nW`, `LW`, `L-nW`; day-of-week `n#m` and `nL`. A lone number is a one-item list ("specify").
 */
export type CronField =
  | { kind: 'every' }
  | { kind: 'any' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'step'; start: number | null; end: number | null; step: number }
  | { kind: 'list'; items: CronListItem[] }
  /** Day-of-month: last day of the month. Day-of-week: Quartz reads a lone `L` as 7 (Saturday). */
  | { kind: 'last' }
  | { kind: 'lastOffset'; offset: number }
  | { kind: 'weekday'; day: number }
  | { kind: 'lastWeekday' }
  | { kind: 'lastOffsetWeekday'; offset: number }
  | { kind: 'nthWeekday'; weekday: number; nth: number }
  | { kind: 'lastWeekdayOfMonth'; weekday: number }
  /**
   * A field Quartz accepts in a form only its own reading explains (`*\/0`, `L-2` in day-of-week,
   * `1,3#2`, `MON-FRI/2`, `5X`, an empty list item), kept exactly as written (upper-cased).
   */
  | { kind: 'quartz'; text: string };

export type CronFieldKind = CronField['kind'];

/** A parsed Quartz expression. `year` is `null` when the expression has six fields. */
export interface CronExpression {
  second: CronField;
  minute: CronField;
  hour: CronField;
  dayOfMonth: CronField;
  month: CronField;
  dayOfWeek: CronField;
  year: CronField | null;
}

export type CronErrorField = CronFieldName | 'expression';

export type CronErrorCode =
  | 'empty'
  | 'fieldCount'
  | 'bothDaysSet'
  | 'bothDaysAny'
  | 'emptyItem'
  | 'syntax'
  | 'unknownName'
  | 'outOfRange'
  | 'stepOutOfRange'
  | 'anyNotAllowed'
  | 'anyNotAlone'
  | 'everyNotAlone'
  | 'specialNotAllowed'
  | 'specialNotAlone'
  | 'lastOffsetOutOfRange'
  | 'nthOutOfRange'
  | 'yearRangeReversed'
  | 'timeZone';

export type CronErrorParams = Record<string, string | number>;

/** A precise, structured validation error; `message` is the en-US text of `cronMessages`. */
export interface CronError {
  field: CronErrorField;
  code: CronErrorCode;
  params: CronErrorParams;
  message: string;
}

export type CronParseResult = { ok: true; value: CronExpression } | { ok: false; error: CronError };
