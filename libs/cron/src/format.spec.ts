import { describe, expect, it } from 'vitest';
import { formatCron, formatCronField } from './format';
import { parseCron } from './parse';

function roundTrip(expression: string): string {
  const result = parseCron(expression);
  if (!result.ok) throw new Error(result.error.message);
  return formatCron(result.value);
}

describe('formatCron', () => {
  it.each([
    '0 0 12 * * ?',
    '0 15 10 ? * *',
    '0 15 10 * * ? *',
    '0 0/5 14,18 * * ?',
    '0 0-5 14 * * ?',
    '0 15 10 L * ?',
    '0 15 10 L-2 * ?',
    '0 0 12 LW * ? *',
    '0 0 12 L-3W * ?',
    '0 0 12 15W * ?',
    '0 15 10 ? * 6L 2002-2005',
    '0 15 10 ? * 6#3',
    '0 0 12 1/5 * ?',
    '*/5 1-5,10/20,59 22-2 * 11-2/2 ? 2026/2',
    '0 0 12 ? * L',
  ])('writes %s back unchanged', (expression) => {
    expect(roundTrip(expression)).toBe(expression);
  });

  it('writes names as numbers and normalises case and spacing', () => {
    expect(roundTrip('0  15 10 ? jan-mar,DEC mon-fri')).toBe('0 15 10 ? 1-3,12 2-6');
    expect(roundTrip('0 15 10 ? * FRIL')).toBe('0 15 10 ? * 6L');
    expect(roundTrip('0 15 10 ? * fri#2')).toBe('0 15 10 ? * 6#2');
  });

  it('writes a token built by hand, as the cron builder does', () => {
    const text = formatCron({
      second: { kind: 'list', items: [{ kind: 'value', value: 0 }] },
      minute: { kind: 'step', start: 0, end: null, step: 15 },
      hour: { kind: 'range', start: 8, end: 18 },
      dayOfMonth: { kind: 'any' },
      month: { kind: 'every' },
      dayOfWeek: { kind: 'nthWeekday', weekday: 2, nth: 1 },
      year: { kind: 'every' },
    });
    expect(text).toBe('0 0/15 8-18 ? * 2#1 *');
    expect(parseCron(text).ok).toBe(true);
  });

  it.each([
    [{ kind: 'lastOffset', offset: 5 } as const, 'L-5'],
    [{ kind: 'weekday', day: 1 } as const, '1W'],
    [{ kind: 'lastWeekdayOfMonth', weekday: 7 } as const, '7L'],
    [{ kind: 'step', start: null, end: null, step: 3 } as const, '*/3'],
    [{ kind: 'step', start: 1, end: 20, step: 3 } as const, '1-20/3'],
  ])('writes the field token %j as %s', (field, text) => {
    expect(formatCronField(field)).toBe(text);
  });
});
