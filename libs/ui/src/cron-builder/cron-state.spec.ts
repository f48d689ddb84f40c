import { validateCron } from '@cropwatch/cron';
import {
  applyPartChange,
  applyPartText,
  clamp,
  createDefaultState,
  CRON_PARTS,
  DAY_MODE,
  DEFAULT_EXPRESSION,
  expressionToState,
  formatPart,
  formatRunTime,
  MODE,
  PART_LIMITS,
  previewExpressionOf,
  stateToExpression,
  WEEK_MODE,
  type CronPartName,
  type CronState,
} from './cron-state';

const NOW = new Date(2026, 0, 1, 8, 0, 0);
const defaults = (): CronState => createDefaultState(NOW);
const expr = (state: CronState): string => stateToExpression(state);
const change = <P extends CronPartName>(state: CronState, name: P, patch: Partial<CronState[P]>): CronState =>
  applyPartChange(state, name, patch);

describe('cron state: defaults', () => {
  it('starts as every second, seven fields: * * * * * ? *', () => {
    expect(expr(defaults())).toBe('* * * * * ? *');
    expect(DEFAULT_EXPRESSION).toBe('* * * * * ? *');
  });

  it('defaults the year range to the current year … +100, clamped to the engine limit 2099', () => {
    const year = defaults().year;
    expect(year.rangeStart).toBe(2026);
    expect(year.rangeEnd).toBe(2099);
    expect(year.incrementStart).toBe(2026);
    expect(year.incrementIncrement).toBe(1);
  });

  it('keeps year defaults inside 2019–2099 whatever the clock says', () => {
    const early = createDefaultState(new Date(2010, 5, 1)).year;
    expect([early.rangeStart, early.rangeEnd]).toEqual([2019, 2099]);
    const late = createDefaultState(new Date(2150, 5, 1)).year;
    expect([late.rangeStart, late.rangeEnd]).toEqual([2099, 2099]);
  });

  it('gives every loop a default interval of 1 and every specify list its minimum', () => {
    const state = defaults();
    for (const name of CRON_PARTS) {
      expect(state[name].incrementIncrement).toBe(1);
      expect(state[name].specificSpecific).toEqual([name === 'year' ? 2026 : PART_LIMITS[name].value.min]);
    }
  });

  it('reads a blank or missing value as the defaults', () => {
    expect(expr(expressionToState('', NOW))).toBe('* * * * * ? *');
    expect(expr(expressionToState(undefined, NOW))).toBe('* * * * * ? *');
    expect(expr(expressionToState('   ', NOW))).toBe('* * * * * ? *');
  });
});

describe('cron state: round trips', () => {
  it.each([
    '0 15 10 ? * 6#3 2027-2030',
    '0 0 12 LW * ? *',
    '0/5 * * * * ? *',
    '0 30 2 * * ? *',
    '0 0 9 ? * 2 *',
    '0 0 12 15W * ? *',
    '0 0 12 L * ? *',
    '0 0 12 L-3 * ? *',
    '0 0 12 L-3W * ? *',
    '0 0 12 ? * 6L *',
    '1,5,30 0-10 2/3 1-15 3/2 ? 2027/2',
    '0 0 12 ? 1,6 2-6 2027,2029',
    '0 0 22-2 * * ? *',
  ])('reads %s and writes it back unchanged', (text) => {
    expect(expr(expressionToState(text, NOW))).toBe(text);
  });

  it('reads 0 15 10 ? * 6#3 2027-2030 into the spec §3 fields', () => {
    const state = expressionToState('0 15 10 ? * 6#3 2027-2030', NOW);
    expect(state.second).toMatchObject({ cronEvery: MODE.specify, specificSpecific: [0] });
    expect(state.minute).toMatchObject({ cronEvery: MODE.specify, specificSpecific: [15] });
    expect(state.hour).toMatchObject({ cronEvery: MODE.specify, specificSpecific: [10] });
    expect(state.day.cronEvery).toBe(DAY_MODE.notSet);
    expect(state.month.cronEvery).toBe(MODE.every);
    expect(state.week).toMatchObject({ cronEvery: WEEK_MODE.nthWeekday, cronNthDayDay: 6, cronNthDayNth: 3 });
    expect(state.year).toMatchObject({ cronEvery: MODE.range, rangeStart: 2027, rangeEnd: 2030 });
  });

  it('reads 0 0 12 LW * ? * as the last working day', () => {
    const state = expressionToState('0 0 12 LW * ? *', NOW);
    expect(state.day.cronEvery).toBe(DAY_MODE.lastWeekday);
    expect(state.week.cronEvery).toBe(WEEK_MODE.notSet);
  });

  it('reads 0/5 * * * * ? * as a loop from 0 every 5', () => {
    expect(expressionToState('0/5 * * * * ? *', NOW).second).toMatchObject({
      cronEvery: MODE.loop,
      incrementStart: 0,
      incrementIncrement: 5,
    });
  });

  it('writes seven fields for a six-field value (year every)', () => {
    expect(expr(expressionToState('0/1 * * * * ?', NOW))).toBe('0/1 * * * * ? *');
  });

  it('writes numbers for month and weekday names', () => {
    expect(expr(expressionToState('0 0 9 ? JAN-MAR MON-FRI', NOW))).toBe('0 0 9 ? 1-3 2-6 *');
    expect(expr(expressionToState('0 0 9 ? * fri#2', NOW))).toBe('0 0 9 ? * 6#2 *');
  });

  it('reads */n as a loop from the field minimum (contract §11)', () => {
    expect(expr(expressionToState('*/10 */5 */2 */3 */4 ? *', NOW))).toBe('0/10 0/5 0/2 1/3 1/4 ? *');
  });

  it('reads a lone L in day-of-week as the last Saturday (Quartz reads it as 7L)', () => {
    const state = expressionToState('0 0 12 ? * L', NOW);
    expect(state.week.cronEvery).toBe(WEEK_MODE.lastWeekdayOfMonth);
    expect(state.day.cronLastSpecificDomDay).toBe(7);
    expect(expr(state)).toBe('0 0 12 ? * 7L *');
  });

  it('sorts and deduplicates a specify list', () => {
    expect(expr(expressionToState('30,5,5,1 * * * * ? *', NOW))).toBe('1,5,30 * * * * ? *');
  });
});

describe('cron state: unparsable input falls back to every', () => {
  it('falls back to every for a field the engine rejects, keeping the other fields', () => {
    expect(expr(expressionToState('0 0 25 * * ? *', NOW))).toBe('0 0 * * * ? *');
    expect(expr(expressionToState('0 x 12 * * ? *', NOW))).toBe('0 * 12 * * ? *');
    expect(expr(expressionToState('0 0 12 * 13 ? 1900', NOW))).toBe('0 0 12 * * ? *');
  });

  it('falls back to every for a form the builder has no option for', () => {
    expect(expr(expressionToState('1-5,10 0-30/5 12 * * ? *', NOW))).toBe('* * 12 * * ? *');
  });

  it('falls back to every for a whole garbage value', () => {
    expect(expr(expressionToState('hello', NOW))).toBe('* * * * * ? *');
  });

  it('repairs day/week so that exactly one is ?: a set day wins over a set week', () => {
    expect(expr(expressionToState('0 0 12 5 * 2 *', NOW))).toBe('0 0 12 5 * ? *');
  });

  it('repairs day/week: a set week wins over an every day', () => {
    expect(expr(expressionToState('0 0 12 * * 2 *', NOW))).toBe('0 0 12 ? * 2 *');
  });

  it('repairs day/week: both ? makes the day every', () => {
    expect(expr(expressionToState('0 0 12 ? * ? *', NOW))).toBe('0 0 12 * * ? *');
  });

  it('repairs day/week: both * makes the week ?', () => {
    expect(expr(expressionToState('0 0 12 * * * *', NOW))).toBe('0 0 12 * * ? *');
  });

  it('reads one raw part: unparsable text becomes every', () => {
    const state = expressionToState('0 0 12 * * ? *', NOW);
    expect(expr(applyPartText(state, 'hour', '99'))).toBe('0 0 * * * ? *');
    expect(expr(applyPartText(state, 'hour', ''))).toBe('0 0 * * * ? *');
  });
});

describe('cron state: builder rules', () => {
  it('pins second to 0 when minute is set while second is *', () => {
    expect(expr(change(defaults(), 'minute', { cronEvery: MODE.specify, specificSpecific: [30] }))).toBe(
      '0 30 * * * ? *',
    );
  });

  it('leaves a second that is already set alone when minute is set', () => {
    const state = expressionToState('0/5 * * * * ? *', NOW);
    expect(expr(change(state, 'minute', { cronEvery: MODE.range, rangeStart: 10, rangeEnd: 20 }))).toBe(
      '0/5 10-20 * * * ? *',
    );
  });

  it('pins minute to 0 (and so second to 0) when hour is set', () => {
    expect(expr(change(defaults(), 'hour', { cronEvery: MODE.specify, specificSpecific: [10] }))).toBe(
      '0 0 10 * * ? *',
    );
  });

  it('pins hour to 0 when a day is set, and makes the week ?', () => {
    const state = expressionToState('* * * ? * 2 *', NOW);
    expect(expr(change(state, 'day', { cronEvery: MODE.specify, specificSpecific: [5] }))).toBe('0 0 0 5 * ? *');
  });

  it('pins hour to 0 when a weekday is set, and makes the day ?', () => {
    expect(expr(change(defaults(), 'week', { cronEvery: WEEK_MODE.nthWeekday }))).toBe('0 0 0 ? * 1#1 *');
    expect(expr(change(defaults(), 'week', { cronEvery: MODE.specify, specificSpecific: [2] }))).toBe('0 0 0 ? * 2 *');
  });

  it('makes the week ? when any day option is chosen, including every day', () => {
    const weekly = expressionToState('0 0 9 ? * 2 *', NOW);
    expect(expr(change(weekly, 'day', { cronEvery: DAY_MODE.every }))).toBe('0 0 9 * * ? *');
    expect(expr(change(weekly, 'day', { cronEvery: DAY_MODE.lastWeekday }))).toBe('0 0 9 LW * ? *');
  });

  it('makes the day ? when any week option is chosen, including every week', () => {
    expect(expr(change(defaults(), 'week', { cronEvery: WEEK_MODE.every }))).toBe('* * * ? * * *');
  });

  it('makes the other day field every when one is set to not set', () => {
    expect(expr(change(defaults(), 'day', { cronEvery: DAY_MODE.notSet }))).toBe('* * * ? * * *');
    const weekly = expressionToState('0 0 9 ? * 2 *', NOW);
    expect(expr(change(weekly, 'week', { cronEvery: WEEK_MODE.notSet }))).toBe('0 0 9 * * ? *');
  });

  it('pins nothing when a part is set back to every', () => {
    const state = expressionToState('* 5 * * * ? *', NOW);
    expect(expr(change(state, 'minute', { cronEvery: MODE.every }))).toBe('* * * * * ? *');
    expect(expr(change(defaults(), 'day', { cronEvery: DAY_MODE.every }))).toBe('* * * * * ? *');
  });

  it('makes month follow day/week: setting a month pins day 1 and hour 0 while both are unspecific', () => {
    expect(expr(change(defaults(), 'month', { cronEvery: MODE.specify, specificSpecific: [3] }))).toBe('0 0 0 1 3 ? *');
  });

  it('leaves a set day or weekday alone when a month is set', () => {
    const weekly = expressionToState('0 0 9 ? * 2 *', NOW);
    expect(expr(change(weekly, 'month', { cronEvery: MODE.range, rangeStart: 3, rangeEnd: 5 }))).toBe(
      '0 0 9 ? 3-5 2 *',
    );
    const monthly = expressionToState('0 0 9 15 * ? *', NOW);
    expect(expr(change(monthly, 'month', { cronEvery: MODE.loop, incrementStart: 1, incrementIncrement: 3 }))).toBe(
      '0 0 9 15 1/3 ? *',
    );
  });

  it('pins month to 1 when a year is set (and the cascade below it)', () => {
    expect(expr(change(defaults(), 'year', { cronEvery: MODE.specify, specificSpecific: [2027] }))).toBe(
      '0 0 0 1 1 ? 2027',
    );
  });

  it('applies the rules to a typed raw part too', () => {
    expect(expr(applyPartText(defaults(), 'minute', '0/15'))).toBe('0 0/15 * * * ? *');
    expect(expr(applyPartText(defaults(), 'week', 'MON'))).toBe('0 0 0 ? * 2 *');
    expect(expr(applyPartText(defaults(), 'week', '6L'))).toBe('0 0 0 ? * 6L *');
  });
});

describe('cron state: limits (spec §5)', () => {
  const set = <P extends CronPartName>(name: P, patch: Partial<CronState[P]>): CronState[P] =>
    change(defaults(), name, patch)[name];

  it('clamps second: increment 1–59, start 0–59, range 1–59 to 0–59', () => {
    expect(set('second', { incrementIncrement: 0 }).incrementIncrement).toBe(1);
    expect(set('second', { incrementIncrement: 60 }).incrementIncrement).toBe(59);
    expect(set('second', { incrementStart: -1 }).incrementStart).toBe(0);
    expect(set('second', { incrementStart: 60 }).incrementStart).toBe(59);
    expect(set('second', { rangeStart: 0 }).rangeStart).toBe(1);
    expect(set('second', { rangeStart: 60 }).rangeStart).toBe(59);
    expect(set('second', { rangeEnd: -5 }).rangeEnd).toBe(0);
    expect(set('second', { rangeEnd: 99 }).rangeEnd).toBe(59);
    expect(set('second', { specificSpecific: [60, -1] }).specificSpecific).toEqual([0, 59]);
  });

  it('clamps minute to 0–59 and its increment to 59, not the spec’s 60 (Quartz rejects a step of 60)', () => {
    expect(set('minute', { incrementIncrement: 60 }).incrementIncrement).toBe(59);
    expect(set('minute', { rangeStart: 0 }).rangeStart).toBe(0);
    expect(set('minute', { rangeEnd: 60 }).rangeEnd).toBe(59);
    expect(set('minute', { incrementStart: 75 }).incrementStart).toBe(59);
  });

  it('clamps hour to 0–23', () => {
    expect(set('hour', { rangeStart: -1, rangeEnd: 24 })).toMatchObject({ rangeStart: 0, rangeEnd: 23 });
    expect(set('hour', { incrementStart: 24, incrementIncrement: 30 })).toMatchObject({
      incrementStart: 23,
      incrementIncrement: 23,
    });
    expect(set('hour', { specificSpecific: [24] }).specificSpecific).toEqual([23]);
  });

  it('clamps day: increment 1–31, values 1–31, nW 1–31, L-n 0–30', () => {
    expect(set('day', { incrementIncrement: 32 }).incrementIncrement).toBe(31);
    expect(set('day', { incrementIncrement: 0 }).incrementIncrement).toBe(1);
    expect(set('day', { incrementStart: 0, rangeStart: 0, rangeEnd: 32 })).toMatchObject({
      incrementStart: 1,
      rangeStart: 1,
      rangeEnd: 31,
    });
    expect(set('day', { cronDaysNearestWeekday: 0 }).cronDaysNearestWeekday).toBe(1);
    expect(set('day', { cronDaysNearestWeekday: 32 }).cronDaysNearestWeekday).toBe(31);
    expect(set('day', { cronDaysBeforeEomMinus: 31 }).cronDaysBeforeEomMinus).toBe(30);
    expect(set('day', { cronDaysBeforeEomMinus: -1 }).cronDaysBeforeEomMinus).toBe(0);
    expect(set('day', { cronLastSpecificDomDay: 8 }).cronLastSpecificDomDay).toBe(7);
  });

  it('clamps week: increment 1–7, weekdays 1–7, Nth weekday 1–5', () => {
    expect(set('week', { incrementIncrement: 8 }).incrementIncrement).toBe(7);
    expect(set('week', { incrementStart: 0, rangeStart: 0, rangeEnd: 8 })).toMatchObject({
      incrementStart: 1,
      rangeStart: 1,
      rangeEnd: 7,
    });
    expect(set('week', { cronNthDayNth: 6 }).cronNthDayNth).toBe(5);
    expect(set('week', { cronNthDayNth: 0 }).cronNthDayNth).toBe(1);
    expect(set('week', { cronNthDayDay: 9 }).cronNthDayDay).toBe(7);
  });

  it('clamps month increment and range to 1–12 (a step of 0 is no schedule)', () => {
    expect(set('month', { incrementIncrement: 0 }).incrementIncrement).toBe(1);
    expect(set('month', { incrementIncrement: 13 }).incrementIncrement).toBe(12);
    expect(set('month', { rangeStart: 0, rangeEnd: 13 })).toMatchObject({ rangeStart: 1, rangeEnd: 12 });
  });

  it('clamps year to 2019–2099 (the engine stops at 2099, not the spec’s 2119) and its increment to 1–99', () => {
    expect(set('year', { rangeStart: 2018, rangeEnd: 2119 })).toMatchObject({ rangeStart: 2019, rangeEnd: 2099 });
    expect(set('year', { incrementIncrement: 100 }).incrementIncrement).toBe(99);
    expect(set('year', { incrementIncrement: 0 }).incrementIncrement).toBe(1);
    expect(set('year', { specificSpecific: [2200] }).specificSpecific).toEqual([2099]);
  });

  it('rounds fractions and turns a cleared number into the minimum', () => {
    expect(clamp(2.6, { min: 0, max: 59 })).toBe(3);
    expect(clamp(Number.NaN, { min: 1, max: 31 })).toBe(1);
  });

  it.each([
    ['second', '0'],
    ['minute', '0'],
    ['hour', '0'],
    ['day', '1'],
    ['month', '1'],
    ['week', '1'],
    ['year', '2019'],
  ] as const)('adds the minimum to an empty %s specify list', (name, text) => {
    const state = change(defaults(), name, { cronEvery: MODE.specify, specificSpecific: [] });
    expect(formatPart(state, name)).toBe(text);
  });
});

describe('cron state: every builder output is valid Quartz', () => {
  const modes: Record<CronPartName, number[]> = {
    second: [1, 2, 3, 4],
    minute: [1, 2, 3, 4],
    hour: [1, 2, 3, 4],
    day: Object.values(DAY_MODE),
    month: [1, 2, 3, 4],
    week: Object.values(WEEK_MODE),
    year: [1, 2, 3, 4],
  };

  it('validates and reads back every mode of every part from the defaults', () => {
    for (const name of CRON_PARTS) {
      for (const mode of modes[name]) {
        const state = change(defaults(), name, { cronEvery: mode } as Partial<CronState[typeof name]>);
        const text = expr(state);
        expect({ text, error: validateCron(text) }).toEqual({ text, error: null });
        expect(expr(expressionToState(text, NOW))).toBe(text);
      }
    }
  });
});

describe('cron state: preview helpers', () => {
  it('ignores the year: replaces it with *', () => {
    expect(previewExpressionOf('0 15 10 ? * 6#3 2027-2030')).toBe('0 15 10 ? * 6#3 *');
    expect(previewExpressionOf('0 0 12 * * ?')).toBe('0 0 12 * * ?');
  });

  it('formats a run time as YYYY-MM-DD HH:mm:ss in the zone it was computed in', () => {
    expect(formatRunTime('2026-01-16T10:15:00+08:00')).toBe('2026-01-16 10:15:00');
    expect(formatRunTime('2026-01-16T10:15:00-05:00')).toBe('2026-01-16 10:15:00');
  });
});
