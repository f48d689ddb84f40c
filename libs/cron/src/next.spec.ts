import { describe, expect, it } from 'vitest';
import { CronExpressionError, nextFireTimes, previewCron } from './next';
import { parseCron } from './parse';

function next(expression: string, from: string, count: number, timeZone: string): string[] {
  const preview = previewCron(expression, { from: new Date(from), count, timeZone });
  if (!preview.valid) throw new Error(preview.error.message);
  return preview.next;
}

describe('daylight saving time', () => {
  it('skips a daily 02:30 on the spring-forward day in New York', () => {
    expect(next('0 30 2 * * ?', '2026-03-07T00:00:00-05:00', 3, 'America/New_York')).toEqual([
      '2026-03-07T02:30:00-05:00',
      '2026-03-09T02:30:00-04:00',
      '2026-03-10T02:30:00-04:00',
    ]);
  });

  it('skips every wall time inside the missing hour in Berlin', () => {
    expect(next('0 */20 * * * ?', '2026-03-29T01:30:00+01:00', 4, 'Europe/Berlin')).toEqual([
      '2026-03-29T01:40:00+01:00',
      '2026-03-29T03:00:00+02:00',
      '2026-03-29T03:20:00+02:00',
      '2026-03-29T03:40:00+02:00',
    ]);
  });

  it('fires a daily 01:30 once, at the later (standard-time) instant, on the fall-back day in New York', () => {
    // Quartz 2.3.2 reads the repeated wall time through java.util.Calendar, which takes the later instant.
    expect(next('0 30 1 * * ?', '2026-10-31T00:00:00-04:00', 3, 'America/New_York')).toEqual([
      '2026-10-31T01:30:00-04:00',
      '2026-11-01T01:30:00-05:00',
      '2026-11-02T01:30:00-05:00',
    ]);
  });

  it('does not repeat the wall times of the repeated hour in New York', () => {
    expect(next('0 */30 * * * ?', '2026-11-01T00:00:00-04:00', 5, 'America/New_York')).toEqual([
      '2026-11-01T00:30:00-04:00',
      '2026-11-01T01:00:00-05:00',
      '2026-11-01T01:30:00-05:00',
      '2026-11-01T02:00:00-05:00',
      '2026-11-01T02:30:00-05:00',
    ]);
  });

  it('does not repeat the wall times of the repeated hour in Berlin', () => {
    expect(next('0 0/30 2 * * ?', '2026-10-25T00:00:00+02:00', 3, 'Europe/Berlin')).toEqual([
      '2026-10-25T02:00:00+01:00',
      '2026-10-25T02:30:00+01:00',
      '2026-10-26T02:00:00+01:00',
    ]);
  });

  it('fires in the second pass of the repeated hour when asked from inside either pass', () => {
    expect(next('0 */30 * * * ?', '2026-11-01T01:10:00-05:00', 2, 'America/New_York')).toEqual([
      '2026-11-01T01:30:00-05:00',
      '2026-11-01T02:00:00-05:00',
    ]);
    expect(next('0 */30 * * * ?', '2026-11-01T01:10:00-04:00', 2, 'America/New_York')).toEqual([
      '2026-11-01T01:30:00-05:00',
      '2026-11-01T02:00:00-05:00',
    ]);
  });

  it('keeps a fixed offset all year in Asia/Shanghai', () => {
    const times = next('0 0 2 1 * ?', '2026-01-01T00:00:00+08:00', 12, 'Asia/Shanghai');
    expect(times).toHaveLength(12);
    expect(times.every((time) => time.endsWith('T02:00:00+08:00'))).toBe(true);
  });

  it('fires every second across the spring-forward gap without a hang', () => {
    const times = next('* * * * * ?', '2026-03-08T01:59:58-05:00', 3, 'America/New_York');
    expect(times).toEqual(['2026-03-08T01:59:59-05:00', '2026-03-08T03:00:00-04:00', '2026-03-08T03:00:01-04:00']);
  });
});

describe('nextFireTimes', () => {
  it('returns Date objects strictly after `from`', () => {
    const from = new Date('2026-01-01T12:00:00Z');
    const times = nextFireTimes('0 0 12 * * ?', { from, timeZone: 'UTC', count: 2 });
    expect(times.map((time) => time.toISOString())).toEqual(['2026-01-02T12:00:00.000Z', '2026-01-03T12:00:00.000Z']);
  });

  it('returns ten fire times by default', () => {
    expect(nextFireTimes('0 * * * * ?', { from: 0, timeZone: 'UTC' })).toHaveLength(10);
  });

  it('accepts a parsed expression', () => {
    const parsed = parseCron('0 0 0 1 1 ?');
    if (!parsed.ok) throw new Error('unexpected');
    const times = nextFireTimes(parsed.value, { from: Date.UTC(2026, 0, 1), timeZone: 'UTC', count: 1 });
    expect(times[0].toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('returns an empty list for an expression that never fires', () => {
    expect(nextFireTimes('0 0 0 30 2 ?', { from: 0, timeZone: 'UTC' })).toEqual([]);
    expect(nextFireTimes('0 0 0 31 4,6,9,11 ?', { from: 0, timeZone: 'UTC' })).toEqual([]);
  });

  it('returns an empty list when the years have passed', () => {
    expect(nextFireTimes('0 0 0 * * ? 2020', { from: Date.UTC(2026, 0, 1), timeZone: 'UTC' })).toEqual([]);
  });

  it("stops after Quartz's MAX_YEAR, this year + 100", () => {
    const last = new Date().getFullYear() + 100;
    const times = nextFireTimes('0 0 0 1 1 ?', { from: Date.UTC(last - 2, 5, 1), timeZone: 'UTC' });
    expect(times.map((time) => time.getUTCFullYear())).toEqual([last - 1, last]);
    expect(nextFireTimes('* * * * * ?', { from: Date.UTC(last + 1, 0, 1, 12), timeZone: 'UTC' })).toEqual([]);
  });

  it('answers an expression that never fires quickly', () => {
    const started = performance.now();
    nextFireTimes('0 0 0 ? 2 1#5 2027', { from: 0, timeZone: 'America/New_York' });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('starts in 1970 when `from` is earlier', () => {
    const times = nextFireTimes('0 0 0 1 1 ?', { from: Date.UTC(1900, 0, 1), timeZone: 'UTC', count: 1 });
    expect(times[0].toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });

  it('ignores the milliseconds of `from` when choosing the next second', () => {
    const times = nextFireTimes('* * * * * ?', { from: Date.UTC(2026, 0, 1, 0, 0, 0, 999), timeZone: 'UTC', count: 1 });
    expect(times[0].toISOString()).toBe('2026-01-01T00:00:01.000Z');
  });

  it('returns nothing for a count of zero', () => {
    expect(nextFireTimes('* * * * * ?', { count: 0 })).toEqual([]);
  });

  it('throws a CronExpressionError carrying the structured error', () => {
    expect(() => nextFireTimes('0 0 12 * * *')).toThrow(CronExpressionError);
    try {
      nextFireTimes('0 0 25 * * ?');
    } catch (error) {
      expect((error as CronExpressionError).error).toMatchObject({ field: 'hour', code: 'outOfRange' });
    }
  });

  it('throws for an unknown time zone', () => {
    expect(() => nextFireTimes('0 0 12 * * ?', { timeZone: 'Mars/Olympus' })).toThrow(/Unknown time zone/);
  });
});

describe('previewCron', () => {
  it('reports an invalid expression instead of throwing', () => {
    expect(previewCron('0 0 12 ? * ?')).toMatchObject({ valid: false, error: { code: 'bothDaysAny' } });
  });

  it('reports an unknown time zone instead of throwing', () => {
    expect(previewCron('0 0 12 * * ?', { timeZone: 'Nowhere/Else' })).toMatchObject({
      valid: false,
      error: { field: 'expression', code: 'timeZone', params: { timeZone: 'Nowhere/Else' } },
    });
  });

  it('prints fire times with the zone offset', () => {
    expect(previewCron('0 15 10 * * ?', { from: Date.UTC(2026, 0, 1), timeZone: 'Asia/Kolkata', count: 1 })).toEqual({
      valid: true,
      next: ['2026-01-01T10:15:00+05:30'],
    });
  });
});
