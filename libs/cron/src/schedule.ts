import { FIELD_SPECS, YEAR_MIN, type FieldSpec } from './fields';
import type { CronExpression, CronField } from './types';

/**
 * An expression compiled for searching: for every plain field a "next allowed value at or after v"
 * table (-1 = none), and for the day fields a per-month bit mask of firing days.
 */
export interface Schedule {
  nextSecond: Int16Array;
  nextMinute: Int16Array;
  nextHour: Int16Array;
  nextMonth: Int16Array;
  /** Indexed by `year - YEAR_MIN`. */
  nextYear: Int16Array;
  /** Bit d (1–31) is set when day d of the month fires. */
  dayMask(year: number, month: number): number;
}

export function compileSchedule(expression: CronExpression): Schedule {
  const dayRule = compileDayRule(expression);
  const masks = new Map<number, number>();
  return {
    nextSecond: nextTable(fieldValues(expression.second, FIELD_SPECS.second)),
    nextMinute: nextTable(fieldValues(expression.minute, FIELD_SPECS.minute)),
    nextHour: nextTable(fieldValues(expression.hour, FIELD_SPECS.hour)),
    nextMonth: nextTable(fieldValues(expression.month, FIELD_SPECS.month)),
    nextYear: nextTable(fieldValues(expression.year ?? { kind: 'every' }, FIELD_SPECS.year).slice(YEAR_MIN)),
    dayMask(year, month) {
      const key = year * 16 + month;
      let mask = masks.get(key);
      if (mask === undefined) {
        mask = dayRule(year, month);
        masks.set(key, mask);
      }
      return mask;
    },
  };
}

/** Allowed values of a plain field, as a boolean array indexed by value (Quartz CronExpression.addToSet). */
export function fieldValues(field: CronField, spec: FieldSpec): boolean[] {
  const allowed = new Array<boolean>(spec.max + 1).fill(false);
  const size = spec.max - spec.min + 1;
  const add = (start: number, end: number, step: number) => {
    // An overflowing range (end < start) continues past the maximum and wraps, like Quartz.
    const stop = end < start ? end + size : end;
    for (let v = start; v <= stop; v += step) allowed[((v - spec.min) % size) + spec.min] = true;
  };
  switch (field.kind) {
    case 'every':
      add(spec.min, spec.max, 1);
      break;
    case 'range':
      add(field.start, field.end, 1);
      break;
    case 'step':
      add(field.start ?? spec.min, field.end ?? spec.max, field.step);
      break;
    case 'list':
      for (const item of field.items) {
        if (item.kind === 'value') add(item.value, item.value, 1);
        else if (item.kind === 'range') add(item.start, item.end, 1);
        else add(item.start ?? spec.min, item.end ?? spec.max, item.step);
      }
      break;
    case 'last':
      // Only reachable for day-of-week, where a lone L means 7 (Saturday).
      add(7, 7, 1);
      break;
    default:
      throw new Error(`Field kind ${field.kind} has no plain value set`);
  }
  return allowed;
}

function nextTable(allowed: boolean[]): Int16Array {
  const table = new Int16Array(allowed.length + 1).fill(-1);
  for (let v = allowed.length - 1; v >= 0; v--) table[v] = allowed[v] ? v : table[v + 1];
  return table;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Quartz day-of-week of a date: 1 = Sunday … 7 = Saturday. */
export function quartzWeekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;
}

/** The weekday (Mon–Fri) nearest to `day`, never leaving the month (Quartz `W`). */
export function nearestWeekday(year: number, month: number, day: number): number {
  const last = daysInMonth(year, month);
  const weekday = quartzWeekday(year, month, day);
  if (weekday === 7) return day === 1 ? 3 : day - 1;
  if (weekday === 1) return day === last ? day - 2 : day + 1;
  return day;
}

type DayRule = (year: number, month: number) => number;

function compileDayRule(expression: CronExpression): DayRule {
  return expression.dayOfMonth.kind === 'any'
    ? compileDayOfWeek(expression.dayOfWeek)
    : compileDayOfMonth(expression.dayOfMonth);
}

function bit(day: number): number {
  return day >= 1 && day <= 31 ? 1 << day : 0;
}

function compileDayOfMonth(field: CronField): DayRule {
  switch (field.kind) {
    case 'last':
      return (y, m) => bit(daysInMonth(y, m));
    case 'lastOffset':
      return (y, m) => bit(daysInMonth(y, m) - field.offset);
    case 'weekday':
      return (y, m) => (field.day > daysInMonth(y, m) ? 0 : bit(nearestWeekday(y, m, field.day)));
    case 'lastWeekday':
      return (y, m) => bit(nearestWeekday(y, m, daysInMonth(y, m)));
    case 'lastOffsetWeekday':
      return (y, m) => {
        const day = daysInMonth(y, m) - field.offset;
        return day < 1 ? 0 : bit(nearestWeekday(y, m, day));
      };
    default: {
      const allowed = fieldValues(field, FIELD_SPECS.dayOfMonth);
      let all = 0;
      for (let d = 1; d <= 31; d++) if (allowed[d]) all |= 1 << d;
      return (y, m) => {
        const last = daysInMonth(y, m);
        return last === 31 ? all : all & ((1 << (last + 1)) - 2);
      };
    }
  }
}

function compileDayOfWeek(field: CronField): DayRule {
  switch (field.kind) {
    case 'nthWeekday':
      return (y, m) => {
        const first = 1 + ((field.weekday - quartzWeekday(y, m, 1) + 7) % 7);
        const day = first + 7 * (field.nth - 1);
        return day > daysInMonth(y, m) ? 0 : bit(day);
      };
    case 'lastWeekdayOfMonth':
      return (y, m) => {
        const last = daysInMonth(y, m);
        return bit(last - ((quartzWeekday(y, m, last) - field.weekday + 7) % 7));
      };
    default: {
      const allowed = fieldValues(field, FIELD_SPECS.dayOfWeek);
      return (y, m) => {
        const last = daysInMonth(y, m);
        let weekday = quartzWeekday(y, m, 1);
        let mask = 0;
        for (let d = 1; d <= last; d++) {
          if (allowed[weekday]) mask |= 1 << d;
          weekday = weekday === 7 ? 1 : weekday + 1;
        }
        return mask;
      };
    }
  }
}
