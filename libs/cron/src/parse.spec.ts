import { describe, expect, it } from 'vitest';
import { FIELD_ORDER } from './fields';
import { formatCronField } from './format';
import { formatCronMessage } from './messages';
import { parseCron, parseCronField, unusualCronFields, validateCron } from './parse';
import { TUTORIAL_EXPRESSIONS } from './testing/quartz-cases';
import type { CronErrorCode, CronErrorField } from './types';

function errorOf(expression: string) {
  const result = parseCron(expression);
  if (result.ok) throw new Error(`expected "${expression}" to be rejected`);
  return result.error;
}

describe('parseCron', () => {
  it('reads every field of a seven-field expression into tokens', () => {
    const result = parseCron('0/5 10-20 1,2,3 ? JAN-MAR 6#3 2026-2030');
    expect(result).toEqual({
      ok: true,
      value: {
        second: { kind: 'step', start: 0, end: null, step: 5 },
        minute: { kind: 'range', start: 10, end: 20 },
        hour: {
          kind: 'list',
          items: [
            { kind: 'value', value: 1 },
            { kind: 'value', value: 2 },
            { kind: 'value', value: 3 },
          ],
        },
        dayOfMonth: { kind: 'any' },
        month: { kind: 'range', start: 1, end: 3 },
        dayOfWeek: { kind: 'nthWeekday', weekday: 6, nth: 3 },
        year: { kind: 'range', start: 2026, end: 2030 },
      },
    });
  });

  it('leaves the year null for a six-field expression', () => {
    const result = parseCron('0 0 12 * * ?');
    expect(result.ok && result.value.year).toBeNull();
  });

  it.each([
    ['L', { kind: 'last' }],
    ['L-3', { kind: 'lastOffset', offset: 3 }],
    ['L-30', { kind: 'lastOffset', offset: 30 }],
    ['15W', { kind: 'weekday', day: 15 }],
    ['LW', { kind: 'lastWeekday' }],
    ['L-2W', { kind: 'lastOffsetWeekday', offset: 2 }],
    ['*', { kind: 'every' }],
    ['1/5', { kind: 'step', start: 1, end: null, step: 5 }],
    ['*/10', { kind: 'step', start: null, end: null, step: 10 }],
    ['5-20/5', { kind: 'step', start: 5, end: 20, step: 5 }],
    ['30-2', { kind: 'range', start: 30, end: 2 }],
  ])('reads day-of-month %s as its token', (text, token) => {
    const result = parseCron(`0 0 0 ${text} * ?`);
    expect(result.ok && result.value.dayOfMonth).toEqual(token);
  });

  it.each([
    ['6L', { kind: 'lastWeekdayOfMonth', weekday: 6 }],
    ['FRIL', { kind: 'lastWeekdayOfMonth', weekday: 6 }],
    ['2#1', { kind: 'nthWeekday', weekday: 2, nth: 1 }],
    ['MON#5', { kind: 'nthWeekday', weekday: 2, nth: 5 }],
    ['L', { kind: 'last' }],
    ['MON-FRI', { kind: 'range', start: 2, end: 6 }],
    ['FRI-MON', { kind: 'range', start: 6, end: 2 }],
    [
      'SUN,SAT',
      {
        kind: 'list',
        items: [
          { kind: 'value', value: 1 },
          { kind: 'value', value: 7 },
        ],
      },
    ],
    ['2/2', { kind: 'step', start: 2, end: null, step: 2 }],
  ])('reads day-of-week %s as its token', (text, token) => {
    const result = parseCron(`0 0 0 ? * ${text}`);
    expect(result.ok && result.value.dayOfWeek).toEqual(token);
  });

  it('reads names and letters in any case, like Quartz', () => {
    const lower = parseCron('0 0 12 ? jan,dec mon-fri');
    const upper = parseCron('0 0 12 ? JAN,DEC MON-FRI');
    expect(lower).toEqual(upper);
    expect(lower.ok).toBe(true);
  });

  it('accepts tabs and repeated spaces between fields', () => {
    expect(validateCron('  0\t0  12 *   * ?  ')).toBeNull();
  });

  it('accepts mixed lists of values, ranges and steps', () => {
    const result = parseCron('0 1-5,10/20,59 * * * ?');
    expect(result.ok && result.value.minute).toEqual({
      kind: 'list',
      items: [
        { kind: 'range', start: 1, end: 5 },
        { kind: 'step', start: 10, end: null, step: 20 },
        { kind: 'value', value: 59 },
      ],
    });
  });

  it.each([
    ...TUTORIAL_EXPRESSIONS,
    '0 0 14-6 ? * FRI-MON',
    '0/1 * * * * ?',
    '* * * * * ? *',
    '0 0 0 1 1 ? 1970',
    '0 0 0 1 1 ? 2099',
    '59 59 23 31 12 ? 2099',
  ])('accepts the Quartz expression %s', (expression) => {
    expect(validateCron(expression)).toBeNull();
  });
});

describe('validateCron errors', () => {
  const cases: Array<[string, CronErrorField, CronErrorCode, Record<string, string | number>]> = [
    ['', 'expression', 'empty', {}],
    ['   ', 'expression', 'empty', {}],
    ['0 0 12 * *', 'expression', 'fieldCount', { count: 5 }],
    ['0 0 12 1 * 2', 'expression', 'bothDaysSet', {}],
    ['0 0 12 * * *', 'expression', 'bothDaysSet', {}],
    ['0 0 12 ? * ?', 'expression', 'bothDaysAny', {}],
    ['60 0 12 * * ?', 'second', 'outOfRange', { value: 60, min: 0, max: 59 }],
    ['0 60 12 * * ?', 'minute', 'outOfRange', { value: 60, min: 0, max: 59 }],
    ['0 0 24 * * ?', 'hour', 'outOfRange', { value: 24, min: 0, max: 23 }],
    ['0 0 12 0 * ?', 'dayOfMonth', 'outOfRange', { value: 0, min: 1, max: 31 }],
    ['0 0 12 32 * ?', 'dayOfMonth', 'outOfRange', { value: 32, min: 1, max: 31 }],
    ['0 0 12 * 0 ?', 'month', 'outOfRange', { value: 0, min: 1, max: 12 }],
    ['0 0 12 * 13 ?', 'month', 'outOfRange', { value: 13, min: 1, max: 12 }],
    ['0 0 12 ? * 0', 'dayOfWeek', 'outOfRange', { value: 0, min: 1, max: 7 }],
    ['0 0 12 ? * 8', 'dayOfWeek', 'outOfRange', { value: 8, min: 1, max: 7 }],
    ['0 0 12 * * ? 2030-2026', 'year', 'yearRangeReversed', { start: 2030, end: 2026 }],
    ['0 0 12 10-40 * ?', 'dayOfMonth', 'outOfRange', { value: 40, min: 1, max: 31 }],
    ['0/60 0 12 * * ?', 'second', 'stepOutOfRange', { value: 60, max: 59 }],
    ['0 0 0/24 * * ?', 'hour', 'stepOutOfRange', { value: 24, max: 23 }],
    ['0 0 0 1/32 * ?', 'dayOfMonth', 'stepOutOfRange', { value: 32, max: 31 }],
    ['0 0 0 1 1/13 ?', 'month', 'stepOutOfRange', { value: 13, max: 12 }],
    ['0 0 0 ? * 1/8', 'dayOfWeek', 'stepOutOfRange', { value: 8, max: 7 }],
    ['? 0 12 * * ?', 'second', 'anyNotAllowed', { token: '?' }],
    ['0 0 12 * ? *', 'month', 'anyNotAllowed', { token: '?' }],
    ['0 0 12 ?,1 * ?', 'dayOfMonth', 'anyNotAlone', { token: '?' }],
    ['0 0 12 L,15 * ?', 'dayOfMonth', 'specialNotAlone', { token: 'L' }],
    ['0 0 12 1,LW * ?', 'dayOfMonth', 'specialNotAlone', { token: 'LW' }],
    ['0 0 12 ? * 6L,2', 'dayOfWeek', 'specialNotAlone', { token: '6L' }],
    ['0 0 12 ? * 3#1,6#3', 'dayOfWeek', 'specialNotAlone', { token: '3#1' }],
    ['0 0 12 * 5W ?', 'month', 'specialNotAllowed', { token: '5W' }],
    ['0 0 12 ? * 5W', 'dayOfWeek', 'specialNotAllowed', { token: '5W' }],
    ['0 0 12 1#2 * ?', 'dayOfMonth', 'specialNotAllowed', { token: '1#2' }],
    ['0 0 12 6L * ?', 'dayOfMonth', 'specialNotAllowed', { token: '6L' }],
    ['0 0 12 L-31 * ?', 'dayOfMonth', 'lastOffsetOutOfRange', { value: 31, max: 30 }],
    ['0 0 12 32W * ?', 'dayOfMonth', 'outOfRange', { value: 32, min: 1, max: 31 }],
    ['0 0 12 ? * 6#6', 'dayOfWeek', 'nthOutOfRange', { value: 6 }],
    ['0 0 12 ? * 6#0', 'dayOfWeek', 'nthOutOfRange', { value: 0 }],
    ['0 0 12 ? * 8L', 'dayOfWeek', 'outOfRange', { value: 8, min: 1, max: 7 }],
    ['0 0 12 ? * FUN', 'dayOfWeek', 'unknownName', { token: 'FUN' }],
    ['0 0 MON * * ?', 'hour', 'unknownName', { token: 'MON' }],
    ['0 0 12 ? * MON-', 'dayOfWeek', 'syntax', { token: 'MON-' }],
    ['0 0/ 12 * * ?', 'minute', 'syntax', { token: '0/' }],
    ['0 */ 12 * * ?', 'minute', 'syntax', { token: '*/' }],
    ['0 -5 12 * * ?', 'minute', 'syntax', { token: '-5' }],
    ['0 0 12 ? * 1#', 'dayOfWeek', 'syntax', { token: '1#' }],
  ];

  it.each(cases)('rejects "%s" with %s/%s', (expression, field, code, params) => {
    const error = errorOf(expression);
    expect({ field: error.field, code: error.code, params: error.params }).toEqual({ field, code, params });
  });

  it('rejects a cron with both day fields set', () => {
    expect(errorOf('0 0 12 15 * MON').code).toBe('bothDaysSet');
  });

  it('rejects a cron with neither day field set', () => {
    expect(errorOf('0 0 12 ? * ?').code).toBe('bothDaysAny');
  });

  it('reports the first broken field in expression order', () => {
    expect(errorOf('70 70 70 * * ?').field).toBe('second');
  });

  it('gives every error a default English message', () => {
    for (const [expression] of cases) {
      const error = errorOf(expression);
      expect(error.message).toBe(formatCronMessage(error, 'en-US'));
      expect(error.message).not.toMatch(/\{\w+\}/);
    }
  });

  it('renders every error in Chinese without leftover placeholders', () => {
    for (const [expression] of cases) {
      const text = formatCronMessage(errorOf(expression), 'zh-CN');
      expect(text).not.toMatch(/\{\w+\}/);
      expect(text).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('names the field and value in the English message', () => {
    expect(errorOf('0 0 24 * * ?').message).toBe('Hour: 24 is outside 0–23.');
    expect(formatCronMessage(errorOf('0 0 24 * * ?'), 'zh-CN')).toBe('时：24 超出范围 0–23。');
  });
});

describe('what Quartz 2.3.2 accepts with its own meaning (checked against the real library)', () => {
  it.each([
    ['0 0 12 * * ? 2026 1', null],
    ['0 0 12 * * ? 1969', 'year'],
    ['0 0 12 * * ? 2100', 'year'],
    ['0 */0 12 * * ?', 'minute'],
    ['0 0 12 *,1 * ?', 'dayOfMonth'],
    ['0 0 12 1W,15 * ?', 'dayOfMonth'],
    ['0 0 L * * ?', 'hour'],
    ['0 0 12 ? * L-2', 'dayOfWeek'],
    ['0 0 12 ? * 1,3#2', 'dayOfWeek'],
    ['0 0 12 ? * 9#1', 'dayOfWeek'],
    ['0 0 12 * JANUARY ?', 'month'],
    ['0 0 12 1,,2 * ?', 'dayOfMonth'],
    ['0 0 12 1, * ?', 'dayOfMonth'],
    ['0 *-5 12 * * ?', 'minute'],
    ['0 1.5 12 * * ?', 'minute'],
    ['0 0-30/70 12 * * ?', 'minute'],
    ['0 0 12 ? * MON-FRI/2', 'dayOfWeek'],
  ] as const)('accepts "%s", keeping the unusual %s field as written', (expression, field) => {
    const result = parseCron(expression);
    if (!result.ok) throw new Error(result.error.message);
    const unusual = unusualCronFields(result.value);
    expect(unusual).toEqual(field ? [field] : []);
    if (field)
      expect(formatCronField(result.value[field]!)).toBe(
        expression.toUpperCase().split(' ')[FIELD_ORDER.indexOf(field)],
      );
  });

  it('reports the error of the field Quartz refuses, not of an earlier field it accepts', () => {
    expect(errorOf('*/0 0 0 1,3#2 * ?')).toMatchObject({ field: 'dayOfMonth', code: 'specialNotAllowed' });
  });
});

describe('parseCronField', () => {
  it('parses a single field for the builder tabs', () => {
    expect(parseCronField('dayOfMonth', '15W')).toEqual({ ok: true, value: { kind: 'weekday', day: 15 } });
    expect(parseCronField('hour', '25').ok).toBe(false);
  });
});
