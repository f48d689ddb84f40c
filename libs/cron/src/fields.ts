import type { CronFieldName } from './types';

export interface FieldSpec {
  name: CronFieldName;
  min: number;
  max: number;
  /** Largest increment Quartz accepts after `/` (CronExpression.checkIncrementRange). */
  maxStep: number;
  /** Upper-case names accepted in place of numbers. */
  names?: Readonly<Record<string, number>>;
  /** Whether `a-b` with `b < a` wraps around (Quartz refuses it for years only). */
  wraps: boolean;
}

export const YEAR_MIN = 1970;
export const YEAR_MAX = 2099;

const MONTH_NAMES = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};
const DAY_NAMES = { SUN: 1, MON: 2, TUE: 3, WED: 4, THU: 5, FRI: 6, SAT: 7 };

export const FIELD_ORDER: readonly CronFieldName[] = [
  'second',
  'minute',
  'hour',
  'dayOfMonth',
  'month',
  'dayOfWeek',
  'year',
];

export const FIELD_SPECS: Readonly<Record<CronFieldName, FieldSpec>> = {
  second: { name: 'second', min: 0, max: 59, maxStep: 59, wraps: true },
  minute: { name: 'minute', min: 0, max: 59, maxStep: 59, wraps: true },
  hour: { name: 'hour', min: 0, max: 23, maxStep: 23, wraps: true },
  dayOfMonth: { name: 'dayOfMonth', min: 1, max: 31, maxStep: 31, wraps: true },
  month: { name: 'month', min: 1, max: 12, maxStep: 12, names: MONTH_NAMES, wraps: true },
  dayOfWeek: { name: 'dayOfWeek', min: 1, max: 7, maxStep: 7, names: DAY_NAMES, wraps: true },
  year: { name: 'year', min: YEAR_MIN, max: YEAR_MAX, maxStep: YEAR_MAX - YEAR_MIN, wraps: false },
};
