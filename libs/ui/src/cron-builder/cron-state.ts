import { parseCronField, type CronField, type CronFieldName } from '@cropwatch/cron';

/** The builder's seven parts, in expression order (the tabs' order too). */
export type CronPartName = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';
export const CRON_PARTS: readonly CronPartName[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];

/** Engine field name of each part. */
export const ENGINE_FIELD: Readonly<Record<CronPartName, CronFieldName>> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  day: 'dayOfMonth',
  month: 'month',
  week: 'dayOfWeek',
  year: 'year',
};

/** `cronEvery` of every part (spec §3: values 1–4). */
export const MODE = { every: 1, range: 2, loop: 3, specify: 4 } as const;
/** Day-of-month adds its own options (spec §3: up to 11). */
export const DAY_MODE = {
  ...MODE,
  notSet: 5,
  /** `nW`: the working day nearest to day n. */
  nearestWeekday: 6,
  /** `L` */
  lastDay: 7,
  /** `LW` */
  lastWeekday: 8,
  /** `L-n` */
  beforeLastDay: 9,
  /** `L-nW` */
  beforeLastDayWeekday: 10,
} as const;
/** Day-of-week adds `?`, `d#n` and `dL`. */
export const WEEK_MODE = { ...MODE, notSet: 5, nthWeekday: 6, lastWeekdayOfMonth: 7 } as const;

export type CronMode = (typeof MODE)[keyof typeof MODE];
export type DayMode = (typeof DAY_MODE)[keyof typeof DAY_MODE];
export type WeekMode = (typeof WEEK_MODE)[keyof typeof WEEK_MODE];

/** One part's state, named as the Vue2 builder names it (spec §3). */
export interface CronPartState<M extends number = CronMode> {
  cronEvery: M;
  incrementStart: number;
  incrementIncrement: number;
  rangeStart: number;
  rangeEnd: number;
  specificSpecific: number[];
}

export interface CronDayState extends CronPartState<DayMode> {
  /**
   * Weekday (1 = Sunday) of "the last <weekday> of the month", `dL`. Spec §3 keeps it on the day part as the
   * Vue2 builder did (its one tab served both day fields); here the week tab edits it and the week field emits it.
   */
  cronLastSpecificDomDay: number;
  /** n of `L-n` / `L-nW`. */
  cronDaysBeforeEomMinus: number;
  /** n of `nW`. */
  cronDaysNearestWeekday: number;
}

export interface CronWeekState extends CronPartState<WeekMode> {
  /** Weekday of `d#n` (1 = Sunday). */
  cronNthDayDay: number;
  /** n of `d#n` (1–5). */
  cronNthDayNth: number;
}

export interface CronState {
  second: CronPartState;
  minute: CronPartState;
  hour: CronPartState;
  day: CronDayState;
  month: CronPartState;
  week: CronWeekState;
  year: CronPartState;
}

export type CronPartPatch<P extends CronPartName> = Partial<CronState[P]>;

export interface Limit {
  min: number;
  max: number;
}

/** Input limits of one part (spec §5), narrowed where the engine (Quartz) is stricter. */
export interface PartLimits {
  /** Values of the specify list and the default of an empty one. */
  value: Limit;
  incrementStart: Limit;
  incrementIncrement: Limit;
  rangeStart: Limit;
  rangeEnd: Limit;
}

/** The engine accepts years up to 2099 (`YEAR_MAX`); spec §5's 2119 is clamped there. */
export const YEAR_LIMIT: Limit = { min: 2019, max: 2099 };

export const PART_LIMITS: Readonly<Record<CronPartName, PartLimits>> = {
  second: {
    value: { min: 0, max: 59 },
    incrementStart: { min: 0, max: 59 },
    incrementIncrement: { min: 1, max: 59 },
    rangeStart: { min: 1, max: 59 },
    rangeEnd: { min: 0, max: 59 },
  },
  minute: {
    value: { min: 0, max: 59 },
    incrementStart: { min: 0, max: 59 },
    // Spec §5 allows 60; Quartz rejects a step above 59.
    incrementIncrement: { min: 1, max: 59 },
    rangeStart: { min: 0, max: 59 },
    rangeEnd: { min: 0, max: 59 },
  },
  hour: {
    value: { min: 0, max: 23 },
    incrementStart: { min: 0, max: 23 },
    incrementIncrement: { min: 1, max: 23 },
    rangeStart: { min: 0, max: 23 },
    rangeEnd: { min: 0, max: 23 },
  },
  day: {
    value: { min: 1, max: 31 },
    incrementStart: { min: 1, max: 31 },
    incrementIncrement: { min: 1, max: 31 },
    rangeStart: { min: 1, max: 31 },
    rangeEnd: { min: 1, max: 31 },
  },
  month: {
    value: { min: 1, max: 12 },
    incrementStart: { min: 1, max: 12 },
    // Spec §5 says 0–12; a step of 0 is no schedule and Quartz rejects it.
    incrementIncrement: { min: 1, max: 12 },
    rangeStart: { min: 1, max: 12 },
    rangeEnd: { min: 1, max: 12 },
  },
  week: {
    value: { min: 1, max: 7 },
    incrementStart: { min: 1, max: 7 },
    incrementIncrement: { min: 1, max: 7 },
    rangeStart: { min: 1, max: 7 },
    rangeEnd: { min: 1, max: 7 },
  },
  year: {
    value: YEAR_LIMIT,
    incrementStart: YEAR_LIMIT,
    incrementIncrement: { min: 1, max: 99 },
    rangeStart: YEAR_LIMIT,
    rangeEnd: YEAR_LIMIT,
  },
};

/** Limits of the day and week extras. */
export const EXTRA_LIMITS = {
  cronDaysNearestWeekday: { min: 1, max: 31 },
  // Quartz: the offset of `L-n` is at most 30.
  cronDaysBeforeEomMinus: { min: 0, max: 30 },
  cronLastSpecificDomDay: { min: 1, max: 7 },
  cronNthDayDay: { min: 1, max: 7 },
  cronNthDayNth: { min: 1, max: 5 },
} as const satisfies Record<string, Limit>;

export const DEFAULT_EXPRESSION = '* * * * * ? *';

export function clamp(value: number, limit: Limit): number {
  if (!Number.isFinite(value)) return limit.min;
  return Math.min(limit.max, Math.max(limit.min, Math.round(value)));
}

function basePart(part: CronPartName, now: Date): CronPartState {
  const limits = PART_LIMITS[part];
  if (part === 'year') {
    const year = clamp(now.getFullYear(), YEAR_LIMIT);
    // Spec §5: range defaults to the current year … +100, clamped to what the engine accepts.
    return {
      cronEvery: MODE.every,
      incrementStart: year,
      incrementIncrement: 1,
      rangeStart: year,
      rangeEnd: clamp(year + 100, YEAR_LIMIT),
      specificSpecific: [year],
    };
  }
  const min = limits.value.min;
  return {
    cronEvery: MODE.every,
    incrementStart: limits.incrementStart.min,
    // Spec §9: loop default interval 1.
    incrementIncrement: 1,
    rangeStart: limits.rangeStart.min,
    rangeEnd: Math.min(limits.rangeStart.min + 1, limits.rangeEnd.max),
    specificSpecific: [min],
  };
}

/** The builder's defaults, `* * * * * ? *`. `now` gives the year defaults. */
export function createDefaultState(now: Date = new Date()): CronState {
  return {
    second: basePart('second', now),
    minute: basePart('minute', now),
    hour: basePart('hour', now),
    day: { ...basePart('day', now), cronLastSpecificDomDay: 1, cronDaysBeforeEomMinus: 1, cronDaysNearestWeekday: 1 },
    month: basePart('month', now),
    week: { ...basePart('week', now), cronEvery: WEEK_MODE.notSet, cronNthDayDay: 1, cronNthDayNth: 1 },
    year: basePart('year', now),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// State -> expression

function listText(values: readonly number[], min: number): string {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  return (sorted.length ? sorted : [min]).join(',');
}

function commonText(part: CronPartState<number>, min: number): string | null {
  switch (part.cronEvery) {
    case MODE.every:
      return '*';
    case MODE.range:
      return `${part.rangeStart}-${part.rangeEnd}`;
    case MODE.loop:
      return `${part.incrementStart}/${part.incrementIncrement}`;
    case MODE.specify:
      return listText(part.specificSpecific, min);
    default:
      return null;
  }
}

/** One part's text; the week's `dL` reads its weekday from the day part (see `CronDayState`). */
export function formatPart(state: CronState, name: CronPartName): string {
  const min = PART_LIMITS[name].value.min;
  if (name === 'day') {
    const day = state.day;
    switch (day.cronEvery) {
      case DAY_MODE.notSet:
        return '?';
      case DAY_MODE.nearestWeekday:
        return `${day.cronDaysNearestWeekday}W`;
      case DAY_MODE.lastDay:
        return 'L';
      case DAY_MODE.lastWeekday:
        return 'LW';
      case DAY_MODE.beforeLastDay:
        return `L-${day.cronDaysBeforeEomMinus}`;
      case DAY_MODE.beforeLastDayWeekday:
        return `L-${day.cronDaysBeforeEomMinus}W`;
      default:
        return commonText(day, min) ?? '*';
    }
  }
  if (name === 'week') {
    const week = state.week;
    switch (week.cronEvery) {
      case WEEK_MODE.notSet:
        return '?';
      case WEEK_MODE.nthWeekday:
        return `${week.cronNthDayDay}#${week.cronNthDayNth}`;
      case WEEK_MODE.lastWeekdayOfMonth:
        return `${state.day.cronLastSpecificDomDay}L`;
      default:
        return commonText(week, min) ?? '*';
    }
  }
  return commonText(state[name], min) ?? '*';
}

/** Always seven fields: `second minute hour day month week year` (contract §11). */
export function stateToExpression(state: CronState): string {
  return CRON_PARTS.map((name) => formatPart(state, name)).join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Expression -> state

/** What the builder can show of a parsed field, or null when it has no option for it (falls back to every). */
function fieldToPatch(name: CronPartName, field: CronField): Partial<CronState[CronPartName]> | null {
  const min = PART_LIMITS[name].value.min;
  switch (field.kind) {
    case 'every':
      return { cronEvery: MODE.every };
    case 'any':
      return name === 'day' || name === 'week' ? { cronEvery: DAY_MODE.notSet } : null;
    case 'range':
      return { cronEvery: MODE.range, rangeStart: field.start, rangeEnd: field.end };
    case 'step':
      // `a-b/n` has no builder option; `*/n` starts at the field minimum (contract §11: "*/n gives start 0").
      if (field.end !== null) return null;
      return {
        cronEvery: MODE.loop,
        incrementStart: field.start ?? (name === 'year' ? 1970 : min),
        incrementIncrement: field.step,
      };
    case 'list': {
      if (!field.items.every((item) => item.kind === 'value')) return null;
      const values = field.items.map((item) => (item.kind === 'value' ? item.value : min));
      return { cronEvery: MODE.specify, specificSpecific: [...new Set(values)].sort((a, b) => a - b) };
    }
    case 'last':
      // A lone `L` in day-of-week is Saturday's `7L` to Quartz; the builder has no separate option for it.
      if (name === 'day') return { cronEvery: DAY_MODE.lastDay };
      if (name === 'week') return { cronEvery: WEEK_MODE.lastWeekdayOfMonth };
      return null;
    case 'lastOffset':
      return { cronEvery: DAY_MODE.beforeLastDay, cronDaysBeforeEomMinus: field.offset };
    case 'weekday':
      return { cronEvery: DAY_MODE.nearestWeekday, cronDaysNearestWeekday: field.day };
    case 'lastWeekday':
      return { cronEvery: DAY_MODE.lastWeekday };
    case 'lastOffsetWeekday':
      return { cronEvery: DAY_MODE.beforeLastDayWeekday, cronDaysBeforeEomMinus: field.offset };
    case 'nthWeekday':
      return { cronEvery: WEEK_MODE.nthWeekday, cronNthDayDay: field.weekday, cronNthDayNth: field.nth };
    case 'lastWeekdayOfMonth':
      return { cronEvery: WEEK_MODE.lastWeekdayOfMonth };
    case 'quartz':
      // A form only Quartz's own reading explains (`*/0`, `L-2` in the week): no builder option shows it.
      return null;
  }
}

/**
 * Reads one part's raw text into the state. Unparsable text, or a form the builder has no option for
 * (`1-5,10`, `0-30/5`), falls back to every (spec §4). Applies no builder rule.
 */
export function setPartFromText(state: CronState, name: CronPartName, text: string): CronState {
  const parsed = parseCronField(ENGINE_FIELD[name], text);
  const patch = parsed.ok ? fieldToPatch(name, parsed.value) : null;
  if (!patch) return replacePart(state, name, { cronEvery: MODE.every });
  let next = replacePart(state, name, patch);
  if (parsed.ok && name === 'week') {
    const field = parsed.value;
    if (field.kind === 'lastWeekdayOfMonth' || field.kind === 'last') {
      const weekday = field.kind === 'last' ? 7 : field.weekday;
      next = replacePart(next, 'day', { cronLastSpecificDomDay: weekday });
    }
  }
  return next;
}

/**
 * Opening the modal: reads an expression (6 or 7 fields) into the state, field by field, so one bad field falls back
 * to every without losing the others; a blank value gives the defaults. Then day/week exclusivity is repaired
 * (exactly one of them is `?`).
 */
export function expressionToState(expression: string | null | undefined, now: Date = new Date()): CronState {
  let state = createDefaultState(now);
  const text = (expression ?? '').trim();
  if (text === '') return state;
  const parts = text.split(/\s+/);
  CRON_PARTS.forEach((name, index) => {
    const raw = parts[index];
    // A six-field expression has no year: every year.
    if (raw === undefined) return;
    state = setPartFromText(state, name, raw);
  });
  // Both `?` (Quartz rejects it): every day is the builder's default reading.
  if (isNotSet(state, 'day') && isNotSet(state, 'week')) return replacePart(state, 'day', { cronEvery: MODE.every });
  return repairDays(state, preferredDay(state));
}

// ---------------------------------------------------------------------------------------------------------------
// Builder rules (spec §4, contract §11)

function replacePart<P extends CronPartName>(state: CronState, name: P, patch: Partial<CronState[P]>): CronState {
  return { ...state, [name]: { ...state[name], ...patch } };
}

function isNotSet(state: CronState, name: 'day' | 'week'): boolean {
  return state[name].cronEvery === DAY_MODE.notSet;
}

/** A part is "set" when it narrows its field: anything but every (and not set). */
export function isPartSet(state: CronState, name: CronPartName): boolean {
  const mode = state[name].cronEvery;
  if (mode === MODE.every) return false;
  return !((name === 'day' || name === 'week') && mode === DAY_MODE.notSet);
}

function preferredDay(state: CronState): 'day' | 'week' {
  // Both narrowed (Quartz rejects that): the day wins; otherwise the one that narrows.
  if (isPartSet(state, 'week') && !isPartSet(state, 'day')) return 'week';
  return 'day';
}

/** Exactly one of day and week is `?`: the `keep` side stays, the other yields. */
function repairDays(state: CronState, keep: 'day' | 'week'): CronState {
  const other = keep === 'day' ? 'week' : 'day';
  if (isNotSet(state, keep)) {
    // Keeping "not set" on this side: the other side must say something.
    return isNotSet(state, other) ? replacePart(state, other, { cronEvery: MODE.every }) : state;
  }
  return isNotSet(state, other) ? state : replacePart(state, other, { cronEvery: DAY_MODE.notSet });
}

/** Pins `name` to its minimum when it is every, then pins the next finer part the same way. */
function pin(state: CronState, name: CronPartName): CronState {
  switch (name) {
    case 'second':
    case 'minute':
    case 'hour': {
      if (state[name].cronEvery !== MODE.every) return state;
      const pinned = replacePart(state, name, {
        cronEvery: MODE.specify,
        specificSpecific: [PART_LIMITS[name].value.min],
      });
      return name === 'second' ? pinned : pin(pinned, name === 'minute' ? 'second' : 'minute');
    }
    case 'day': {
      // "Month follows day/week": a month pins the day to the 1st unless a day or weekday already narrows it.
      if (isPartSet(state, 'day') || isPartSet(state, 'week')) return state;
      const pinned = replacePart(state, 'day', { cronEvery: MODE.specify, specificSpecific: [1] });
      return pin(repairDays(pinned, 'day'), 'hour');
    }
    case 'month': {
      if (state.month.cronEvery !== MODE.every) return state;
      return pin(replacePart(state, 'month', { cronEvery: MODE.specify, specificSpecific: [1] }), 'day');
    }
    default:
      return state;
  }
}

/** The part the builder pins when `name` is set. */
const FINER: Readonly<Record<CronPartName, CronPartName | null>> = {
  second: null,
  minute: 'second',
  hour: 'minute',
  day: 'hour',
  week: 'hour',
  month: 'day',
  year: 'month',
};

function clampPart<P extends CronPartName>(name: P, patch: Partial<CronState[P]>): Partial<CronState[P]> {
  const limits = PART_LIMITS[name];
  const out: Record<string, unknown> = { ...patch };
  for (const key of ['incrementStart', 'incrementIncrement', 'rangeStart', 'rangeEnd'] as const) {
    const value = patch[key as keyof typeof patch];
    if (typeof value === 'number') out[key] = clamp(value, limits[key]);
  }
  const list = patch['specificSpecific' as keyof typeof patch] as number[] | undefined;
  if (list !== undefined) {
    const values = [...new Set(list.map((v) => clamp(v, limits.value)))].sort((a, b) => a - b);
    // Spec §4: an empty specify list adds the minimum.
    out.specificSpecific = values.length ? values : [limits.value.min];
  }
  for (const key of Object.keys(EXTRA_LIMITS) as (keyof typeof EXTRA_LIMITS)[]) {
    const value = out[key];
    if (typeof value === 'number') out[key] = clamp(value, EXTRA_LIMITS[key]);
  }
  return out as Partial<CronState[P]>;
}

/** The builder rules after `name` changed: day and week exclude each other; a set part pins the finer one. */
function applyRules(state: CronState, name: CronPartName): CronState {
  let next = state;
  if (name === 'day' || name === 'week') next = repairDays(next, name);
  const finer = FINER[name];
  if (finer && isPartSet(next, name)) next = pin(next, finer);
  return next;
}

/**
 * A change made in a tab: clamps to the limits (spec §5), fills an empty specify list with the minimum, then applies
 * the builder rules: day and week exclude each other, and a set part pins the next finer `*` part to its minimum,
 * cascading (minute → second 0; hour → minute 0; day or week → hour 0; month → day 1; year → month 1).
 */
export function applyPartChange<P extends CronPartName>(
  state: CronState,
  name: P,
  patch: Partial<CronState[P]>,
): CronState {
  return applyRules(replacePart(state, name, clampPart(name, patch)), name);
}

/**
 * A part's raw text typed in the builder: parsed as the engine reads it (unparsable → every, no clamping: the engine
 * has checked it), then the same rules as a tab change.
 */
export function applyPartText(state: CronState, name: CronPartName, text: string): CronState {
  return applyRules(setPartFromText(state, name, text), name);
}

/** The week's "last <weekday> of the month": the weekday is kept on the day part (spec §3), the week emits `dL`. */
export function setLastWeekdayOfMonth(state: CronState, weekday: number): CronState {
  const withDay = replacePart(state, 'day', {
    cronLastSpecificDomDay: clamp(weekday, EXTRA_LIMITS.cronLastSpecificDomDay),
  });
  return applyPartChange(withDay, 'week', { cronEvery: WEEK_MODE.lastWeekdayOfMonth });
}

// ---------------------------------------------------------------------------------------------------------------
// Preview helpers

/** The expression the preview runs: the year is ignored (spec §2), i.e. replaced by `*`. */
export function previewExpressionOf(expression: string): string {
  const parts = expression.trim().split(/\s+/);
  if (parts.length === 7) parts[6] = '*';
  return parts.join(' ');
}

/** `2026-03-01T10:15:00+08:00` → `2026-03-01 10:15:00` (the zone's wall time, spec §9 datetime format). */
export function formatRunTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}
