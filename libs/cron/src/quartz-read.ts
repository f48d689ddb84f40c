/**
 * How org.quartz.CronExpression 2.3.2 reads an expression, character by character, into value sets
 * and flags. This is the engine's acceptance rule (valid/invalid agrees with Quartz on every
 * expression) and the input of the fire-time search in quartz-time.ts. It deliberately keeps
 * Quartz's surprises, checked against the real library (libs/cron/oracle):
 * - characters after a complete item are ignored (`5X` is 5, `1-5X` is 1–5, `MON-FRI/2` is MON-FRI);
 * - an increment of 0 means the start value alone (`*\/0` every value), `a-b/n` accepts any n;
 * - in day-of-week `L`, `LW`, `L-n` are all Saturday, and `#` or `L` inside a list applies to the
 *   list's smallest day;
 * - a lone `L` in any other field, or an empty list item, leaves the field empty: accepted, and
 *   Quartz then throws while computing (the engine reports no fire times);
 * - fields after the seventh are ignored; years are not range-checked.
 * The engine's own parser (parse.ts) still provides the structured error text.
 */

/** Quartz's markers inside a value set: `?` and `*`. */
export const NO_SPEC = 98;
export const ALL_SPEC = 99;

/** Quartz's MAX_YEAR: the current year plus 100, fixed when the class loads. */
export const QUARTZ_MAX_YEAR = new Date().getFullYear() + 100;

export interface QuartzSets {
  /** Sorted ascending, markers included, indexed second … year. */
  sets: number[][];
  lastdayOfMonth: boolean;
  lastdayOffset: number;
  nearestWeekday: boolean;
  lastdayOfWeek: boolean;
  nthdayOfWeek: number;
}

export type QuartzRead =
  | { ok: true; value: QuartzSets }
  /** `field` is the index of the field Quartz stopped in, or -1 for the whole expression. */
  | { ok: false; field: number; reason: string };

const SECOND = 0;
const DAY_OF_MONTH = 3;
const MONTH = 4;
const DAY_OF_WEEK = 5;
const YEAR = 6;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
/** Largest increment checkIncrementRange lets through after `*\/` and `a/` (none for years). */
const MAX_INCREMENT = [59, 59, 23, 31, 12, 7, Infinity];
const RANGE_MIN = [0, 0, 0, 1, 1, 1, 1970];
const OVERFLOW = [60, 60, 24, 31, 12, 7, 0];

/** Quartz's ParseException, or any runtime exception its parser turns into one. */
class Refused extends Error {}

function refuse(reason: string): never {
  throw new Refused(reason);
}

/** java.lang.Integer.parseInt: optional sign, decimal digits, 32-bit range. */
function parseJavaInt(text: string): number {
  if (!/^[+-]?\d+$/.test(text)) refuse(`not a number: "${text}"`);
  const value = Number(text);
  if (value > 2147483647 || value < -2147483648) refuse(`number out of range: "${text}"`);
  return value;
}

function charAt(text: string, index: number): string {
  if (index < 0 || index >= text.length) refuse('unexpected end of item');
  return text[index];
}

function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

class Reader {
  readonly sets: Set<number>[] = Array.from({ length: 7 }, () => new Set<number>());
  lastdayOfMonth = false;
  lastdayOffset = 0;
  nearestWeekday = false;
  lastdayOfWeek = false;
  nthdayOfWeek = 0;

  /** One comma-separated item of field `type` (CronExpression.storeExpressionVals). */
  item(s: string, type: number): void {
    if (s.length === 0) return;
    let c = s[0];
    if (c >= 'A' && c <= 'Z' && s !== 'L' && s !== 'LW' && !/^L-[0-9]*W?$/.test(s)) {
      this.named(s, type);
      return;
    }
    if (c === '?') {
      if (2 < s.length) refuse(`illegal character after "?"`);
      if (type !== DAY_OF_WEEK && type !== DAY_OF_MONTH) refuse('"?" only in day-of-month or day-of-week');
      if (type === DAY_OF_WEEK && !this.lastdayOfMonth) {
        const dom = [...this.sets[DAY_OF_MONTH]];
        if (dom.length === 0) refuse('empty day-of-month');
        if (Math.max(...dom) === NO_SPEC) refuse('"?" in both day fields');
      }
      this.add(NO_SPEC, -1, 0, type);
      return;
    }
    if (c === '*' || c === '/') {
      if (c === '*' && s.length === 1) {
        this.add(ALL_SPEC, -1, 0, type);
        return;
      }
      if (c === '/' && s.length === 1) refuse('"/" must be followed by an integer');
      let i = c === '*' ? 1 : 0;
      let increment = 1;
      if (s[i] === '/') {
        i++;
        if (i >= s.length) refuse('unexpected end after "/"');
        increment = parseJavaInt(s.slice(i));
        this.checkIncrement(increment, type);
      }
      this.add(ALL_SPEC, -1, increment, type);
      return;
    }
    if (c === 'L') {
      let i = 1;
      if (type === DAY_OF_MONTH) this.lastdayOfMonth = true;
      if (type === DAY_OF_WEEK) this.add(7, 7, 0, type);
      if (type === DAY_OF_MONTH && s.length > i) {
        if (s[i] === '-') {
          const number = this.digitsFrom(0, s, i + 1);
          this.lastdayOffset = number.value;
          if (this.lastdayOffset > 30) refuse('offset from the last day must be <= 30');
          i = number.pos;
        }
        if (s.length > i && s[i] === 'W') this.nearestWeekday = true;
      }
      return;
    }
    if (isDigit(c)) {
      let value = Number(c);
      let i = 1;
      if (i >= s.length) {
        this.add(value, -1, -1, type);
        return;
      }
      c = s[i];
      if (isDigit(c)) {
        const number = this.digitsFrom(value, s, i);
        value = number.value;
        i = number.pos;
      }
      this.afterNumber(i, s, value, type);
      return;
    }
    refuse(`unexpected character "${c}"`);
  }

  /** A month or weekday name, with what may follow it (`-NAME`, `#n`, `L`); anything else is ignored. */
  private named(s: string, type: number): void {
    if (s.length < 3) refuse(`"${s}" is not a name`);
    const name = s.slice(0, 3);
    let start = -1;
    let end = -1;
    const lookup = (text: string): number => {
      const index = (type === MONTH ? MONTHS : DAYS).indexOf(text);
      if (index < 0) refuse(`unknown name "${text}"`);
      return index + 1;
    };
    if (type !== MONTH && type !== DAY_OF_WEEK) refuse(`illegal characters "${name}"`);
    start = lookup(name);
    if (s.length > 3) {
      const next = s[3];
      if (next === '-') {
        if (s.length < 7) refuse('unexpected end of name range');
        end = lookup(s.slice(4, 7));
      } else if (type === DAY_OF_WEEK && next === '#') {
        const nth = /^[+-]?\d+$/.test(s.slice(4)) ? Number(s.slice(4)) : NaN;
        if (!(nth >= 1 && nth <= 5)) refuse('a number between 1 and 5 must follow "#"');
        this.nthdayOfWeek = nth;
      } else if (type === DAY_OF_WEEK && next === 'L') {
        this.lastdayOfWeek = true;
      }
    }
    this.add(start, end, end !== -1 ? 1 : 0, type);
  }

  /** What follows a number (CronExpression.checkNext). */
  private afterNumber(pos: number, s: string, value: number, type: number): void {
    let i = pos;
    if (i >= s.length) {
      this.add(value, -1, -1, type);
      return;
    }
    let c = s[i];
    if (c === 'L') {
      if (type !== DAY_OF_WEEK) refuse('"L" is not valid here');
      if (value < 1 || value > 7) refuse('day-of-week values must be between 1 and 7');
      this.lastdayOfWeek = true;
      this.sets[type].add(value);
      return;
    }
    if (c === 'W') {
      if (type !== DAY_OF_MONTH) refuse('"W" is not valid here');
      if (value > 31) refuse('"W" needs a day up to 31');
      this.nearestWeekday = true;
      this.sets[type].add(value);
      return;
    }
    if (c === '#') {
      if (type !== DAY_OF_WEEK) refuse('"#" is not valid here');
      const text = s.slice(i + 1);
      const nth = /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
      if (!(nth >= 1 && nth <= 5)) refuse('a number between 1 and 5 must follow "#"');
      this.nthdayOfWeek = nth;
      this.sets[type].add(value);
      return;
    }
    if (c === '-') {
      i++;
      c = charAt(s, i);
      if (!isDigit(c)) refuse('a number must follow "-"');
      let end = Number(c);
      i++;
      if (i >= s.length) {
        this.add(value, end, 1, type);
        return;
      }
      c = s[i];
      if (isDigit(c)) {
        const number = this.digitsFrom(end, s, i);
        end = number.value;
        i = number.pos;
      }
      if (i < s.length && s[i] === '/') {
        i++;
        c = charAt(s, i);
        if (!isDigit(c)) refuse('a number must follow "/"');
        let step = Number(c);
        i++;
        if (i < s.length && isDigit(s[i])) step = this.digitsFrom(step, s, i).value;
        this.add(value, end, step, type);
        return;
      }
      this.add(value, end, 1, type);
      return;
    }
    if (c === '/') {
      if (i + 1 >= s.length) refuse('"/" must be followed by an integer');
      i++;
      c = s[i];
      if (!isDigit(c)) refuse('a number must follow "/"');
      let step = Number(c);
      i++;
      if (i < s.length) {
        c = s[i];
        if (!isDigit(c)) refuse(`unexpected character "${c}" after "/"`);
        step = this.digitsFrom(step, s, i).value;
      }
      this.checkIncrement(step, type);
      this.add(value, -1, step, type);
      return;
    }
    this.add(value, -1, 0, type);
  }

  /** CronExpression.getValue: `first` followed by the digits from `i`; `pos` as Quartz computes it. */
  private digitsFrom(first: number, s: string, i: number): { value: number; pos: number } {
    let text = String(first);
    let c = charAt(s, i);
    while (isDigit(c)) {
      text += c;
      i++;
      if (i >= s.length) break;
      c = s[i];
    }
    return { value: parseJavaInt(text), pos: i < s.length ? i : i + 1 };
  }

  private checkIncrement(increment: number, type: number): void {
    if (increment > MAX_INCREMENT[type]) refuse(`increment ${increment} too large`);
  }

  /** CronExpression.addToSet: range checks, then the values from `start` to `end` by `step`. */
  add(start: number, end: number, step: number, type: number): void {
    const set = this.sets[type];
    const special = start === ALL_SPEC || (start === NO_SPEC && (type === DAY_OF_MONTH || type === DAY_OF_WEEK));
    if (type !== YEAR && !special) {
      const max = [59, 59, 23, 31, 12, 7][type];
      const low = type === DAY_OF_WEEK ? start === 0 : start < RANGE_MIN[type];
      if (low || start > max || end > max) refuse(`value out of range`);
    }
    if ((step === 0 || step === -1) && start !== ALL_SPEC) {
      set.add(start !== -1 ? start : NO_SPEC);
      return;
    }
    let from = start;
    let to = end;
    if (start === ALL_SPEC && step <= 0) {
      step = 1;
      set.add(ALL_SPEC);
    }
    if (to === -1) to = type === YEAR ? QUARTZ_MAX_YEAR : [59, 59, 23, 31, 12, 7][type];
    if (from === -1 || from === ALL_SPEC) from = RANGE_MIN[type];
    let overflow = -1;
    if (to < from) {
      if (type === YEAR) refuse('start year must be less than stop year');
      overflow = OVERFLOW[type];
      to += overflow;
    }
    for (let v = from; v <= to; v += step) {
      if (overflow === -1) {
        set.add(v);
      } else {
        let wrapped = v % overflow;
        if (wrapped === 0 && (type === MONTH || type === DAY_OF_WEEK || type === DAY_OF_MONTH)) wrapped = overflow;
        set.add(wrapped);
      }
    }
  }
}

/** java.lang.String.trim: drops every character up to U+0020 at either end. */
export function javaTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 32) start++;
  while (end > start && text.charCodeAt(end - 1) <= 32) end--;
  return text.slice(start, end);
}

/** Reads `text` exactly as `new org.quartz.CronExpression(text)` does. */
export function readQuartz(text: string): QuartzRead {
  const reader = new Reader();
  const tokens = text
    .toUpperCase()
    .split(/[ \t]+/)
    .filter((token) => token !== '');
  let type = SECOND;
  try {
    for (; type <= YEAR && type < tokens.length; type++) {
      const expr = javaTrim(tokens[type]);
      if (type === DAY_OF_MONTH && expr.includes('L') && expr.length > 1 && expr.includes(',')) {
        refuse('"L" and "LW" cannot be combined with other days of the month');
      }
      if (type === DAY_OF_WEEK && expr.includes('L') && expr.length > 1 && expr.includes(',')) {
        refuse('"L" cannot be combined with other days of the week');
      }
      if (type === DAY_OF_WEEK && expr.indexOf('#') !== expr.lastIndexOf('#')) {
        refuse('only one "#" day');
      }
      for (const item of expr.split(',')) reader.item(item, type);
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, field: type, reason: error.message };
    throw error;
  }
  if (type <= DAY_OF_WEEK) return { ok: false, field: -1, reason: 'unexpected end of expression' };
  if (type <= YEAR) reader.add(ALL_SPEC, -1, 0, YEAR);
  const domSpec = !reader.sets[DAY_OF_MONTH].has(NO_SPEC);
  const dowSpec = !reader.sets[DAY_OF_WEEK].has(NO_SPEC);
  if (domSpec === dowSpec) return { ok: false, field: -1, reason: 'exactly one day field must be "?"' };
  return {
    ok: true,
    value: {
      sets: reader.sets.map((set) => [...set].sort((a, b) => a - b)),
      lastdayOfMonth: reader.lastdayOfMonth,
      lastdayOffset: reader.lastdayOffset,
      nearestWeekday: reader.nearestWeekday,
      lastdayOfWeek: reader.lastdayOfWeek,
      nthdayOfWeek: reader.nthdayOfWeek,
    },
  };
}
