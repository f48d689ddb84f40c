/**
 * A brute-force reference for Quartz expressions, written from the CronTrigger documentation and
 * sharing no code with the engine: each field becomes a predicate, and fire times are found by
 * walking days, minutes and seconds (or instants, for zones with daylight saving time).
 * Assumes a valid expression.
 */

type Predicate = (value: number) => boolean;
type DayPredicate = (year: number, month: number, day: number) => boolean;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

export interface ReferenceMatcher {
  second: Predicate;
  minute: Predicate;
  hour: Predicate;
  month: Predicate;
  year: Predicate;
  day: DayPredicate;
}

function toNumber(text: string, names: string[] | null): number {
  if (names && names.includes(text)) return names.indexOf(text) + 1;
  return parseInt(text, 10);
}

/** Membership in `a`, `a-b`, `a/n`, `a-b/n`, `*`, `*\/n` and lists; ranges may run past the maximum and wrap. */
function plain(text: string, low: number, high: number, names: string[] | null, wraps = true): Predicate {
  const items = text.split(',').map((item): Predicate => {
    if (item === '*' || item === '?') return () => true;
    const [base, stepText] = item.split('/');
    const step = stepText === undefined ? 1 : parseInt(stepText, 10);
    let from: number;
    let to: number;
    if (base === '*') {
      from = low;
      to = high;
    } else if (base.includes('-')) {
      const [a, b] = base.split('-');
      from = toNumber(a, names);
      to = toNumber(b, names);
    } else {
      from = toNumber(base, names);
      to = stepText === undefined ? from : high;
    }
    const size = high - low + 1;
    if (!wraps) return (v) => v >= from && v <= to && (v - from) % step === 0;
    const span = (to - from + size) % size;
    return (v) => {
      const offset = (v - from + size) % size;
      return offset <= span && offset % step === 0;
    };
  });
  return (v) => items.some((item) => item(v));
}

const lastDays = new Map<number, number>();

function lastDayOf(year: number, month: number): number {
  const key = year * 100 + month;
  let day = lastDays.get(key);
  if (day === undefined) {
    day = 28;
    while (new Date(Date.UTC(year, month - 1, day + 1)).getUTCMonth() === month - 1) day++;
    lastDays.set(key, day);
  }
  return day;
}

function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;
}

function isBusinessDay(year: number, month: number, day: number): boolean {
  const weekday = weekdayOf(year, month, day);
  return weekday >= 2 && weekday <= 6;
}

const closest = new Map<number, number>();

/** The Monday–Friday of the month closest to `target` (no ties are possible). */
function closestBusinessDay(year: number, month: number, target: number): number {
  const key = (year * 100 + month) * 100 + target;
  const known = closest.get(key);
  if (known !== undefined) return known;
  let best = -1;
  for (let day = 1; day <= lastDayOf(year, month); day++) {
    if (isBusinessDay(year, month, day) && (best === -1 || Math.abs(day - target) < Math.abs(best - target))) {
      best = day;
    }
  }
  closest.set(key, best);
  return best;
}

function dayOfMonth(text: string): DayPredicate {
  if (text === 'L') return (y, m, d) => d === lastDayOf(y, m);
  if (text === 'LW') {
    return (y, m, d) => {
      if (!isBusinessDay(y, m, d)) return false;
      for (let later = d + 1; later <= lastDayOf(y, m); later++) if (isBusinessDay(y, m, later)) return false;
      return true;
    };
  }
  let match = /^L-(\d+)(W?)$/.exec(text);
  if (match) {
    const offset = parseInt(match[1], 10);
    const nearest = match[2] === 'W';
    return (y, m, d) => {
      const target = lastDayOf(y, m) - offset;
      if (target < 1) return false;
      return nearest ? d === closestBusinessDay(y, m, target) : d === target;
    };
  }
  match = /^(\d+)W$/.exec(text);
  if (match) {
    const target = parseInt(match[1], 10);
    return (y, m, d) => target <= lastDayOf(y, m) && d === closestBusinessDay(y, m, target);
  }
  const days = plain(text, 1, 31, null);
  return (_y, _m, d) => days(d);
}

function dayOfWeek(text: string): DayPredicate {
  let match = /^(\w+)#(\d)$/.exec(text);
  if (match) {
    const weekday = toNumber(match[1], DAYS);
    const nth = parseInt(match[2], 10);
    return (y, m, d) => weekdayOf(y, m, d) === weekday && Math.ceil(d / 7) === nth;
  }
  match = /^(\w+)L$/.exec(text);
  if (match) {
    const weekday = toNumber(match[1], DAYS);
    return (y, m, d) => weekdayOf(y, m, d) === weekday && d + 7 > lastDayOf(y, m);
  }
  const days = text === 'L' ? (v: number) => v === 7 : plain(text, 1, 7, DAYS);
  return (y, m, d) => days(weekdayOf(y, m, d));
}

export function referenceMatcher(expression: string): ReferenceMatcher {
  const fields = expression.trim().toUpperCase().split(/\s+/);
  return {
    second: plain(fields[0], 0, 59, null),
    minute: plain(fields[1], 0, 59, null),
    hour: plain(fields[2], 0, 23, null),
    month: plain(fields[4], 1, 12, MONTHS),
    year: fields[6] === undefined ? () => true : plain(fields[6], 1970, 2099, null, false),
    day: fields[3] === '?' ? dayOfWeek(fields[5]) : dayOfMonth(fields[3]),
  };
}

const DAY_MS = 86_400_000;

/** Fire times (ms) in UTC after `from`, up to `count`, no later than `until`: walks days, minutes, seconds. */
export function referenceNextUtc(expression: string, from: number, count: number, until: number): number[] {
  const matcher = referenceMatcher(expression);
  const result: number[] = [];
  for (
    let dayStart = Math.floor(from / DAY_MS) * DAY_MS;
    dayStart <= until && result.length < count;
    dayStart += DAY_MS
  ) {
    const date = new Date(dayStart);
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (y > 2099) break;
    if (!matcher.year(y) || !matcher.month(m) || !matcher.day(y, m, d)) continue;
    for (let minute = 0; minute < 1440 && result.length < count; minute++) {
      if (!matcher.hour(Math.floor(minute / 60)) || !matcher.minute(minute % 60)) continue;
      for (let second = 0; second < 60 && result.length < count; second++) {
        const instant = dayStart + minute * 60_000 + second * 1000;
        if (matcher.second(second) && instant > from && instant <= until) result.push(instant);
      }
    }
  }
  return result;
}

/**
 * Fire times (ms) in a zone, walking every minute instant in (from, until]: an instant fires when
 * its wall time matches and the same wall time did not already occur an hour earlier (the first
 * pass of a repeated hour). Wall times skipped by a spring-forward belong to no instant.
 * Assumes whole-minute offsets and one-hour shifts, as in America/New_York and Europe/Berlin.
 */
export function referenceNextZoned(
  expression: string,
  timeZone: string,
  from: number,
  count: number,
  until: number,
): number[] {
  const matcher = referenceMatcher(expression);
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const wall = (instant: number) => format.format(instant);
  const result: number[] = [];
  for (
    let minuteStart = Math.floor(from / 60_000) * 60_000;
    minuteStart <= until && result.length < count;
    minuteStart += 60_000
  ) {
    const text = wall(minuteStart);
    const match = /^(\d+)\/(\d+)\/(\d+), (\d+):(\d+)$/.exec(text);
    if (!match) throw new Error(`unexpected wall format ${text}`);
    const [d, m, y, h, mi] = match.slice(1).map(Number);
    if (!matcher.year(y) || !matcher.month(m) || !matcher.day(y, m, d) || !matcher.hour(h) || !matcher.minute(mi))
      continue;
    if (wall(minuteStart - 3_600_000) === text) continue;
    for (let second = 0; second < 60 && result.length < count; second++) {
      const instant = minuteStart + second * 1000;
      if (matcher.second(second) && instant > from && instant <= until) result.push(instant);
    }
  }
  return result;
}
