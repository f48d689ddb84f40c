import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { nextFireTimes } from './next';

/**
 * croner 11 as a second opinion. These tests record why the engine computes fire times itself
 * (docs/decisions.md, "Cron engine"): croner refuses forms Quartz accepts and reads clock changes
 * otherwise. The real Quartz is the engine's oracle (quartz-oracle.spec.ts).
 */
const CRONER_QUARTZ_OPTIONS = {
  alternativeWeekdays: true,
  domAndDow: true,
  mode: '6-or-7-parts',
  sloppyRanges: true,
  paused: true,
} as const;

function croner(expression: string, timezone: string): Cron | null {
  try {
    return new Cron(expression, { ...CRONER_QUARTZ_OPTIONS, timezone });
  } catch {
    return null;
  }
}

function cronerRuns(expression: string, timezone: string, from: number, count: number): string[] {
  const job = croner(expression, timezone);
  if (!job) throw new Error(`croner rejects ${expression}`);
  return job.nextRuns(count, new Date(from)).map((date) => date.toISOString());
}

function ourRuns(expression: string, timeZone: string, from: number, count: number): string[] {
  return nextFireTimes(expression, { from, timeZone, count }).map((date) => date.toISOString());
}

describe('croner differs from Quartz, so the engine does not delegate to it', () => {
  it.each(['0 15 10 L-2 * ?', '0 0 12 L-3W * ?', '0 0 22-2 * * ?', '0 0 12 ? * FRI-MON', '0 0 12 ? * L'])(
    'croner rejects the valid Quartz expression %s',
    (expression) => {
      expect(croner(expression, 'UTC')).toBeNull();
    },
  );

  it('croner fires a skipped 02:30 at 03:00 on the spring-forward day; Quartz skips it', () => {
    const from = Date.UTC(2026, 2, 8, 0);
    expect(cronerRuns('0 30 2 * * ?', 'America/New_York', from, 1)).toEqual(['2026-03-08T07:00:00.000Z']);
    expect(ourRuns('0 30 2 * * ?', 'America/New_York', from, 1)).toEqual(['2026-03-09T06:30:00.000Z']);
  });

  it('croner fires the repeated hour twice on the fall-back day; Quartz once, in its second pass', () => {
    const from = Date.UTC(2026, 10, 1, 5, 0, 0);
    expect(cronerRuns('0 */30 * * * ?', 'America/New_York', from, 3)).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
    expect(ourRuns('0 */30 * * * ?', 'America/New_York', from, 3)).toEqual([
      '2026-11-01T06:30:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T07:30:00.000Z',
    ]);
  });
});
