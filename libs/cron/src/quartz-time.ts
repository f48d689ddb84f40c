import { NO_SPEC, QUARTZ_MAX_YEAR, type QuartzSets } from './quartz-read';
import type { Zone } from './zone';

/**
 * The next fire time as org.quartz.CronExpression.getTimeAfter 2.3.2 computes it, on a lenient
 * Gregorian calendar in the expression's zone (see LenientCalendar). The search moves field by
 * field and restarts after every change, with all of Quartz's particular steps kept (the nearest
 * weekday compared against the start instant, `#` and `L` on the smallest listed weekday, the
 * hour after a skipped one), so that the fire times are Quartz's, daylight saving included.
 */

const S = 0;
const MI = 1;
const H = 2;
const D = 3;
const MO = 4;
const Y = 5;

/** Quartz would throw (an empty value set): the expression is valid but never yields a time. */
export class QuartzNoTime extends Error {}

/**
 * java.util.GregorianCalendar, lenient, as Quartz drives it: fields are set freely (out of range
 * values roll over) and read back after the wall time is resolved in the zone
 * (Zone.calendarInstant), which moves a skipped wall time past the gap.
 */
class LenientCalendar {
  /** second, minute, hour, day, month (0-based), year */
  private fields = [0, 0, 0, 1, 0, 1970];
  private dirty = false;
  private instant = 0;

  constructor(private readonly zone: Zone) {}

  setTime(instant: number): this {
    this.instant = instant;
    const wall = new Date(this.zone.wallOf(instant));
    this.fields = [
      wall.getUTCSeconds(),
      wall.getUTCMinutes(),
      wall.getUTCHours(),
      wall.getUTCDate(),
      wall.getUTCMonth(),
      wall.getUTCFullYear(),
    ];
    this.dirty = false;
    return this;
  }

  setFields(year: number, month0: number, day: number, hour: number, minute: number, second: number): this {
    this.fields = [second, minute, hour, day, month0, year];
    this.dirty = true;
    return this;
  }

  set(field: number, value: number): void {
    this.fields[field] = value;
    this.dirty = true;
  }

  get(field: number): number {
    this.complete();
    return this.fields[field];
  }

  /** Calendar.DAY_OF_WEEK: 1 = Sunday … 7 = Saturday. */
  weekday(): number {
    this.complete();
    const [, , , day, month0, year] = this.fields;
    return new Date(Date.UTC(year, month0, day)).getUTCDay() + 1;
  }

  /** Calendar.add(YEAR, n): the day of month is pinned to the new month's length. */
  addYears(years: number): void {
    this.complete();
    this.fields[Y] += years;
    this.fields[D] = Math.min(this.fields[D], lastDayOfMonth(this.fields[MO] + 1, this.fields[Y]));
    this.dirty = true;
  }

  getTime(): number {
    this.complete();
    return this.instant;
  }

  private complete(): void {
    if (!this.dirty) return;
    const [second, minute, hour, day, month0, year] = this.fields;
    this.setTime(this.zone.calendarInstant(Date.UTC(year, month0, day, hour, minute, second)));
  }
}

function lastDayOfMonth(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Smallest element ≥ value (TreeSet.tailSet(value).first()), or undefined. */
function ceiling(set: number[], value: number): number | undefined {
  for (const element of set) if (element >= value) return element;
  return undefined;
}

function first(set: number[]): number {
  if (set.length === 0) throw new QuartzNoTime();
  return set[0];
}

function daysUntil(current: number, wanted: number): number {
  if (current < wanted) return wanted - current;
  if (current > wanted) return wanted + (7 - current);
  return 0;
}

/** Quartz's nearest weekday of `day` in the month, read off the calendar as Quartz does (day may roll over). */
function nearestWeekdayOf(zone: Zone, year: number, month: number, day: number): number {
  const weekday = new LenientCalendar(zone).setFields(year, month - 1, day, 0, 0, 0).weekday();
  const last = lastDayOfMonth(month, year);
  if (weekday === 7) return day === 1 ? day + 2 : day - 1;
  if (weekday === 1) return day === last ? day - 2 : day + 1;
  return day;
}

/** The first fire time after `after` (ms), or null when there is none up to Quartz's MAX_YEAR. */
export function quartzTimeAfter(q: QuartzSets, zone: Zone, after: number, maxSteps = Infinity): number | null {
  const [seconds, minutes, hours, daysOfMonth, months, daysOfWeek, years] = q.sets;
  const afterTime = after + 1000;
  const afterSecond = Math.floor(afterTime / 1000) * 1000;
  const cl = new LenientCalendar(zone).setTime(afterSecond);
  const restartDay = (day: number, month0: number) => {
    cl.set(S, 0);
    cl.set(MI, 0);
    cl.set(H, 0);
    cl.set(D, day);
    cl.set(MO, month0);
  };
  const setHour = (hour: number) => {
    cl.set(H, hour);
    if (cl.get(H) !== hour && hour !== 24) cl.set(H, hour + 1);
  };
  /** Whether the candidate day, at the time found so far, lies before the start (Quartz's `W` check). */
  const beforeStart = (year: number, month: number, day: number, hour: number, minute: number, second: number) =>
    new LenientCalendar(zone).setFields(year, month - 1, day, hour, minute, second).getTime() < afterSecond;

  // Quartz loops forever on some `W` days (`0W`, `L-30W`): a state seen before means it never
  // returns, so neither does this search (no further fire time).
  // Each step starts from the resolved calendar, so its instant is the whole state.
  const seen = new Set<number>();
  for (let step = 0; step < maxSteps; step++) {
    const state = cl.getTime();
    if (seen.has(state)) return null;
    seen.add(state);
    if (cl.get(Y) > 2999) return null;

    let sec = cl.get(S);
    let min = cl.get(MI);
    const nextSecond = ceiling(seconds, sec);
    if (nextSecond !== undefined) {
      sec = nextSecond;
    } else {
      sec = first(seconds);
      min++;
      cl.set(MI, min);
    }
    cl.set(S, sec);

    min = cl.get(MI);
    let hr = cl.get(H);
    let t = -1;
    const nextMinute = ceiling(minutes, min);
    if (nextMinute !== undefined) {
      t = min;
      min = nextMinute;
    } else {
      min = first(minutes);
      hr++;
    }
    if (min !== t) {
      cl.set(S, 0);
      cl.set(MI, min);
      setHour(hr);
      continue;
    }
    cl.set(MI, min);

    hr = cl.get(H);
    let day = cl.get(D);
    t = -1;
    const nextHour = ceiling(hours, hr);
    if (nextHour !== undefined) {
      t = hr;
      hr = nextHour;
    } else {
      hr = first(hours);
      day++;
    }
    if (hr !== t) {
      cl.set(S, 0);
      cl.set(MI, 0);
      cl.set(D, day);
      setHour(hr);
      continue;
    }
    cl.set(H, hr);

    day = cl.get(D);
    let mon = cl.get(MO) + 1;
    t = -1;
    let tmon = mon;
    const domSpec = !daysOfMonth.includes(NO_SPEC);
    const dowSpec = !daysOfWeek.includes(NO_SPEC);
    if (domSpec && !dowSpec) {
      const nextDay = ceiling(daysOfMonth, day);
      if (q.lastdayOfMonth) {
        t = day;
        const year = cl.get(Y);
        day = lastDayOfMonth(mon, year) - q.lastdayOffset;
        if (!q.nearestWeekday) {
          if (t > day) {
            mon++;
            if (mon > 12) {
              mon = 1;
              tmon = 3333;
              cl.addYears(1);
            }
            day = 1;
          }
        } else {
          day = nearestWeekdayOf(zone, year, mon, day);
          if (beforeStart(year, mon, day, hr, min, sec)) {
            day = 1;
            mon++;
          }
        }
      } else if (q.nearestWeekday) {
        t = day;
        const year = cl.get(Y);
        day = nearestWeekdayOf(zone, year, mon, first(daysOfMonth));
        if (beforeStart(year, mon, day, hr, min, sec)) {
          day = first(daysOfMonth);
          mon++;
        }
      } else if (nextDay !== undefined) {
        t = day;
        day = nextDay;
        if (day > lastDayOfMonth(mon, cl.get(Y))) {
          day = first(daysOfMonth);
          mon++;
        }
      } else {
        day = first(daysOfMonth);
        mon++;
      }
      if (day !== t || mon !== tmon) {
        restartDay(day, mon - 1);
        continue;
      }
    } else if (dowSpec && !domSpec) {
      const lastDay = () => lastDayOfMonth(mon, cl.get(Y));
      if (q.lastdayOfWeek) {
        let add = daysUntil(cl.weekday(), first(daysOfWeek));
        const last = lastDay();
        if (day + add > last) {
          restartDay(1, mon);
          continue;
        }
        while (day + add + 7 <= last) add += 7;
        day += add;
        if (add > 0) {
          restartDay(day, mon - 1);
          continue;
        }
      } else if (q.nthdayOfWeek !== 0) {
        let add = daysUntil(cl.weekday(), first(daysOfWeek));
        const shifted = add > 0;
        day += add;
        let weekOfMonth = Math.floor(day / 7);
        if (day % 7 > 0) weekOfMonth++;
        add = (q.nthdayOfWeek - weekOfMonth) * 7;
        day += add;
        if (add < 0 || day > lastDay()) {
          restartDay(1, mon);
          continue;
        } else if (add > 0 || shifted) {
          restartDay(day, mon - 1);
          continue;
        }
      } else {
        const current = cl.weekday();
        const wanted = ceiling(daysOfWeek, current) ?? first(daysOfWeek);
        const add = daysUntil(current, wanted);
        if (day + add > lastDay()) {
          restartDay(1, mon);
          continue;
        } else if (add > 0) {
          restartDay(day + add, mon - 1);
          continue;
        }
      }
    } else {
      throw new QuartzNoTime();
    }
    cl.set(D, day);

    mon = cl.get(MO) + 1;
    let year = cl.get(Y);
    t = -1;
    if (year > QUARTZ_MAX_YEAR) return null;
    const nextMonth = ceiling(months, mon);
    if (nextMonth !== undefined) {
      t = mon;
      mon = nextMonth;
    } else {
      mon = first(months);
      year++;
    }
    if (mon !== t) {
      restartDay(1, mon - 1);
      cl.set(Y, year);
      continue;
    }
    cl.set(MO, mon - 1);

    year = cl.get(Y);
    t = -1;
    const nextYear = ceiling(years, year);
    if (nextYear === undefined) return null;
    t = year;
    year = nextYear;
    if (year !== t) {
      restartDay(1, 0);
      cl.set(Y, year);
      continue;
    }
    cl.set(Y, year);
    return cl.getTime();
  }
  return null;
}
