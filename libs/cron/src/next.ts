import { YEAR_MAX, YEAR_MIN } from './fields';
import { formatCron } from './format';
import { cronError } from './messages';
import { parseCron } from './parse';
import { compileSchedule, type Schedule } from './schedule';
import type { CronError, CronExpression } from './types';
import { getZone, systemTimeZone, type Zone } from './zone';

export interface NextFireOptions {
  /** Fire times strictly after this instant; default now. */
  from?: Date | number;
  /** IANA time zone the expression is read in; default the system zone. */
  timeZone?: string;
  /** How many fire times; default 10. */
  count?: number;
}

/** Thrown by `nextFireTimes` for an invalid expression or time zone. */
export class CronExpressionError extends Error {
  readonly error: CronError;
  constructor(error: CronError) {
    super(error.message);
    this.name = 'CronExpressionError';
    this.error = error;
  }
}

const FIRST_WALL = Date.UTC(YEAR_MIN, 0, 1);
const SAFETY_LIMIT = 100_000;
const schedules = new Map<string, Schedule>();

/**
 * The next `count` fire times after `from`, read in `timeZone` the way the brief and Quartz agree
 * on: a wall time that a spring-forward skips does not fire; a wall time that a fall-back repeats
 * fires once, at its first occurrence. Returns fewer (possibly none) when the schedule ends, at
 * the latest in YEAR_MAX.
 */
export function nextFireTimes(expression: string | CronExpression, options: NextFireOptions = {}): Date[] {
  const schedule = scheduleOf(expression);
  const zone = zoneOf(options.timeZone);
  const from = options.from === undefined ? Date.now() : +options.from;
  const count = options.count ?? 10;
  return computeNext(schedule, zone, from, count).map((instant) => new Date(instant));
}

export type CronPreview = { valid: true; next: string[] } | { valid: false; error: CronError };

/** Fire times as ISO strings with the zone's offset, or the validation error. Never throws. */
export function previewCron(expression: string, options: NextFireOptions = {}): CronPreview {
  const parsed = parseCron(expression);
  if (!parsed.ok) return { valid: false, error: parsed.error };
  const timeZone = options.timeZone ?? systemTimeZone();
  let zone: Zone;
  try {
    zone = getZone(timeZone);
  } catch {
    return { valid: false, error: cronError('expression', 'timeZone', { timeZone }) };
  }
  const from = options.from === undefined ? Date.now() : +options.from;
  const schedule = cachedSchedule(formatCron(parsed.value), parsed.value);
  const next = computeNext(schedule, zone, from, options.count ?? 10).map((instant) => zone.formatIso(instant));
  return { valid: true, next };
}

function scheduleOf(expression: string | CronExpression): Schedule {
  if (typeof expression !== 'string') return compileSchedule(expression);
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new CronExpressionError(parsed.error);
  return cachedSchedule(formatCron(parsed.value), parsed.value);
}

function cachedSchedule(key: string, expression: CronExpression): Schedule {
  let schedule = schedules.get(key);
  if (!schedule) {
    schedule = compileSchedule(expression);
    if (schedules.size > 500) schedules.clear();
    schedules.set(key, schedule);
  }
  return schedule;
}

function zoneOf(timeZone: string | undefined): Zone {
  const name = timeZone ?? systemTimeZone();
  try {
    return getZone(name);
  } catch {
    throw new CronExpressionError(cronError('expression', 'timeZone', { timeZone: name }));
  }
}

function computeNext(schedule: Schedule, zone: Zone, from: number, count: number): number[] {
  const result: number[] = [];
  if (!Number.isFinite(from) || count <= 0) return result;
  let after = from;
  let start = Math.max(zone.wallOf(from) + 1000, FIRST_WALL);
  for (let guard = 0; result.length < count && guard < SAFETY_LIMIT; guard++) {
    const wall = findWallAtOrAfter(schedule, start);
    if (wall === null) break;
    const resolved = zone.resolve(wall);
    if (resolved.kind === 'gap') {
      start = Math.max(wall + 1000, resolved.gapEnd);
      continue;
    }
    const instant = resolved.kind === 'unique' ? resolved.instant : resolved.first;
    if (instant <= after) {
      // `from` lies in the second pass of a repeated hour, whose wall times already fired.
      start = resolved.kind === 'ambiguous' ? Math.max(wall + 1000, resolved.repeatEnd) : wall + 1000;
      continue;
    }
    result.push(instant);
    after = instant;
    start = wall + 1000;
  }
  return result;
}

/** The first wall time at or after `wall` that the schedule matches, or null before YEAR_MAX ends. */
export function findWallAtOrAfter(schedule: Schedule, wall: number): number | null {
  const date = new Date(wall);
  const y0 = date.getUTCFullYear();
  const mo0 = date.getUTCMonth() + 1;
  const d0 = date.getUTCDate();
  const h0 = date.getUTCHours();
  const mi0 = date.getUTCMinutes();
  const s0 = date.getUTCSeconds();
  const { nextYear, nextMonth, nextHour, nextMinute, nextSecond } = schedule;
  if (y0 > YEAR_MAX) return null;

  let onYear = true;
  for (let y = nextYear[y0 - YEAR_MIN]; y !== -1; y = nextYear[y + 1], onYear = false) {
    const year = y + YEAR_MIN;
    let onMonth = onYear && year === y0;
    for (let mo = nextMonth[onMonth ? mo0 : 1]; mo !== -1; mo = nextMonth[mo + 1], onMonth = false) {
      const mask = schedule.dayMask(year, mo);
      if (mask === 0) continue;
      let onDay = onMonth && mo === mo0;
      for (let d = onDay ? d0 : 1; d <= 31; d++, onDay = false) {
        if (((mask >> d) & 1) === 0) continue;
        let onHour = onDay && d === d0;
        for (let h = nextHour[onHour ? h0 : 0]; h !== -1; h = nextHour[h + 1], onHour = false) {
          let onMinute = onHour && h === h0;
          for (let mi = nextMinute[onMinute ? mi0 : 0]; mi !== -1; mi = nextMinute[mi + 1], onMinute = false) {
            const s = nextSecond[onMinute && mi === mi0 ? s0 : 0];
            if (s !== -1) return Date.UTC(year, mo - 1, d, h, mi, s);
          }
        }
      }
    }
  }
  return null;
}
