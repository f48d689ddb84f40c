import { formatCron } from './format';
import { cronError } from './messages';
import { parseCron } from './parse';
import { readQuartz, type QuartzSets } from './quartz-read';
import { QuartzNoTime, quartzTimeAfter } from './quartz-time';
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

/** Expressions read by Quartz's rules, by text (the emulator asks for the same few again and again). */
const readings = new Map<string, QuartzSets>();
/** Bounds one search; Quartz itself stops at its MAX_YEAR, this only guards against a runaway loop. */
const SAFETY_LIMIT = 1_000_000;

/**
 * The next `count` fire times after `from`, as org.quartz.CronExpression 2.3.2 computes them in
 * `timeZone` (quartz-time.ts): a wall time that a spring-forward skips moves past the gap the way
 * java.util.Calendar moves it, and a wall time that a fall-back repeats fires once, at the later
 * (standard-time) instant. Returns fewer (possibly none) when the schedule ends, at the latest in
 * Quartz's MAX_YEAR (this year + 100), or when Quartz would throw (an empty field such as `L` in
 * the hour).
 */
export function nextFireTimes(expression: string | CronExpression, options: NextFireOptions = {}): Date[] {
  const reading = readingOf(expression);
  const zone = zoneOf(options.timeZone);
  const from = options.from === undefined ? Date.now() : +options.from;
  const count = options.count ?? 10;
  return computeNext(reading, zone, from, count).map((instant) => new Date(instant));
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
  const next = computeNext(readingOf(expression), zone, from, options.count ?? 10).map((instant) =>
    zone.formatIso(instant),
  );
  return { valid: true, next };
}

/** Quartz's reading of an expression; a parsed expression is read from its formatted text. */
function readingOf(expression: string | CronExpression): QuartzSets {
  const text = typeof expression === 'string' ? expression : formatCron(expression);
  let reading = readings.get(text);
  if (!reading) {
    const quartz = readQuartz(text);
    if (!quartz.ok) {
      const parsed = parseCron(text);
      throw new CronExpressionError(parsed.ok ? cronError('expression', 'syntax', { token: text }) : parsed.error);
    }
    reading = quartz.value;
    if (readings.size > 500) readings.clear();
    readings.set(text, reading);
  }
  return reading;
}

function zoneOf(timeZone: string | undefined): Zone {
  const name = timeZone ?? systemTimeZone();
  try {
    return getZone(name);
  } catch {
    throw new CronExpressionError(cronError('expression', 'timeZone', { timeZone: name }));
  }
}

function computeNext(reading: QuartzSets, zone: Zone, from: number, count: number): number[] {
  const result: number[] = [];
  if (!Number.isFinite(from) || count <= 0) return result;
  let after = from;
  try {
    while (result.length < count) {
      const next = quartzTimeAfter(reading, zone, after, SAFETY_LIMIT);
      if (next === null) break;
      result.push(next);
      after = next;
    }
  } catch (error) {
    if (!(error instanceof QuartzNoTime)) throw error;
  }
  return result;
}
