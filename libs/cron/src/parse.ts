import { FIELD_ORDER, FIELD_SPECS, type FieldSpec } from './fields';
import { cronError } from './messages';
import type { CronError, CronField, CronFieldName, CronListItem, CronParseResult } from './types';

type FieldResult = { ok: true; value: CronField } | { ok: false; error: CronError };

const MAX_LAST_DAY_OFFSET = 30;
const ATOM = '(\\d+|[A-Z]+)';
const GENERAL = new RegExp(`^(\\*|${ATOM})(?:-${ATOM})?(?:/(\\d+))?$`);
const DOW_LAST = new RegExp(`^${ATOM}L$`);
const DOW_NTH = new RegExp(`^${ATOM}#(\\d+)$`);
/** Shapes that only make sense in a day field; elsewhere they are reported as "not allowed here". */
const DAY_SPECIAL = /^(L(-\d+)?W?|\d+W|(\d+|[A-Z]{3})(L|#\d+))$/;

/**
 * Parses a Quartz cron expression (as org.quartz.CronExpression reads it: upper-cased, fields split
 * on white space) into the token model, or returns the first error in field order.
 */
export function parseCron(text: string): CronParseResult {
  const trimmed = text.trim().toUpperCase();
  if (trimmed === '') return { ok: false, error: cronError('expression', 'empty') };
  const parts = trimmed.split(/\s+/);
  if (parts.length < 6 || parts.length > 7) {
    return { ok: false, error: cronError('expression', 'fieldCount', { count: parts.length }) };
  }
  const fields: Partial<Record<CronFieldName, CronField>> = {};
  for (let i = 0; i < parts.length; i++) {
    const name = FIELD_ORDER[i];
    const result = parseField(parts[i], FIELD_SPECS[name]);
    if (!result.ok) return result;
    fields[name] = result.value;
  }
  const domAny = fields.dayOfMonth?.kind === 'any';
  const dowAny = fields.dayOfWeek?.kind === 'any';
  // Quartz: "Support for specifying both a day-of-week AND a day-of-month parameter is not implemented."
  if (domAny && dowAny) return { ok: false, error: cronError('expression', 'bothDaysAny') };
  if (!domAny && !dowAny) return { ok: false, error: cronError('expression', 'bothDaysSet') };
  return {
    ok: true,
    value: {
      second: fields.second!,
      minute: fields.minute!,
      hour: fields.hour!,
      dayOfMonth: fields.dayOfMonth!,
      month: fields.month!,
      dayOfWeek: fields.dayOfWeek!,
      year: fields.year ?? null,
    },
  };
}

/** Returns `null` for a valid expression, otherwise its first error. */
export function validateCron(text: string): CronError | null {
  const result = parseCron(text);
  return result.ok ? null : result.error;
}

/** Parses one field on its own (the cron builder's raw input per tab). */
export function parseCronField(name: CronFieldName, text: string): FieldResult {
  return parseField(text.trim().toUpperCase(), FIELD_SPECS[name]);
}

function parseField(text: string, spec: FieldSpec): FieldResult {
  if (text === '') return fail(spec, 'emptyItem', { token: text });
  const pieces = text.split(',');
  if (pieces.length === 1) return parseItem(text, spec);

  const items: CronListItem[] = [];
  for (const piece of pieces) {
    if (piece === '') return fail(spec, 'emptyItem', { token: text });
    const result = parseItem(piece, spec);
    if (!result.ok) return result;
    const field = result.value;
    switch (field.kind) {
      case 'list':
        items.push(...field.items);
        break;
      case 'range':
      case 'step':
        items.push(field);
        break;
      case 'any':
        return fail(spec, 'anyNotAlone', { token: piece });
      case 'every':
        return fail(spec, 'everyNotAlone', { token: piece });
      default:
        // Quartz 2.3: "Support for specifying 'L' and 'LW' with other days of the month is not
        // implemented"; likewise 'L', '#' with other days of the week, and 'W' needs a single day.
        return fail(spec, 'specialNotAlone', { token: piece });
    }
  }
  return { ok: true, value: { kind: 'list', items } };
}

function parseItem(text: string, spec: FieldSpec): FieldResult {
  if (text === '?') {
    if (spec.name !== 'dayOfMonth' && spec.name !== 'dayOfWeek') return fail(spec, 'anyNotAllowed', { token: text });
    return { ok: true, value: { kind: 'any' } };
  }
  if (text.includes('?')) return fail(spec, 'anyNotAlone', { token: text });
  if (text === '*') return { ok: true, value: { kind: 'every' } };

  if (spec.name === 'dayOfMonth') {
    const special = parseDayOfMonthSpecial(text, spec);
    if (special) return special;
  } else if (spec.name === 'dayOfWeek') {
    const special = parseDayOfWeekSpecial(text, spec);
    if (special) return special;
  } else if (DAY_SPECIAL.test(text) && !(spec.names && text in spec.names)) {
    return fail(spec, 'specialNotAllowed', { token: text });
  }

  const match = GENERAL.exec(text);
  if (!match) {
    const dayField = spec.name === 'dayOfMonth' || spec.name === 'dayOfWeek';
    if (!dayField && (DAY_SPECIAL.test(text) || text.includes('#'))) {
      return fail(spec, 'specialNotAllowed', { token: text });
    }
    return fail(spec, 'syntax', { token: text });
  }
  const [, head, , endText, stepText] = match;
  const start = head === '*' ? null : atomValue(head, spec);
  if (start && !start.ok) return start;
  const end = endText === undefined ? null : atomValue(endText, spec);
  if (end && !end.ok) return end;
  if (head === '*' && (end || stepText === undefined)) return fail(spec, 'syntax', { token: text });

  const startValue = start ? start.value : null;
  const endValue = end ? end.value : null;
  if (startValue !== null && endValue !== null && endValue < startValue && !spec.wraps) {
    return fail(spec, 'yearRangeReversed', { start: startValue, end: endValue });
  }
  if (stepText !== undefined) {
    const step = Number(stepText);
    if (step < 1 || step > spec.maxStep) return fail(spec, 'stepOutOfRange', { value: step, max: spec.maxStep });
    return { ok: true, value: { kind: 'step', start: startValue, end: endValue, step } };
  }
  if (endValue !== null) return { ok: true, value: { kind: 'range', start: startValue!, end: endValue } };
  return { ok: true, value: { kind: 'list', items: [{ kind: 'value', value: startValue! }] } };
}

function parseDayOfMonthSpecial(text: string, spec: FieldSpec): FieldResult | null {
  if (text === 'L') return { ok: true, value: { kind: 'last' } };
  if (text === 'LW') return { ok: true, value: { kind: 'lastWeekday' } };
  const lastOffset = /^L-(\d+)(W?)$/.exec(text);
  if (lastOffset) {
    const offset = Number(lastOffset[1]);
    if (offset > MAX_LAST_DAY_OFFSET) {
      return fail(spec, 'lastOffsetOutOfRange', { value: offset, max: MAX_LAST_DAY_OFFSET });
    }
    return { ok: true, value: lastOffset[2] ? { kind: 'lastOffsetWeekday', offset } : { kind: 'lastOffset', offset } };
  }
  const weekday = /^(\d+)W$/.exec(text);
  if (weekday) {
    const day = Number(weekday[1]);
    if (day < spec.min || day > spec.max) return fail(spec, 'outOfRange', { value: day, min: spec.min, max: spec.max });
    return { ok: true, value: { kind: 'weekday', day } };
  }
  if (text.includes('#') || /^\d+L$/.test(text)) return fail(spec, 'specialNotAllowed', { token: text });
  return null;
}

function parseDayOfWeekSpecial(text: string, spec: FieldSpec): FieldResult | null {
  if (text === 'L') return { ok: true, value: { kind: 'last' } };
  const last = DOW_LAST.exec(text);
  if (last) {
    const weekday = atomValue(last[1], spec);
    if (!weekday.ok) return weekday;
    return { ok: true, value: { kind: 'lastWeekdayOfMonth', weekday: weekday.value } };
  }
  const nth = DOW_NTH.exec(text);
  if (nth) {
    const weekday = atomValue(nth[1], spec);
    if (!weekday.ok) return weekday;
    const n = Number(nth[2]);
    if (n < 1 || n > 5) return fail(spec, 'nthOutOfRange', { value: n });
    return { ok: true, value: { kind: 'nthWeekday', weekday: weekday.value, nth: n } };
  }
  if (/W$/.test(text) && !(spec.names && text in spec.names)) return fail(spec, 'specialNotAllowed', { token: text });
  if (/^L-/.test(text)) return fail(spec, 'specialNotAllowed', { token: text });
  return null;
}

function atomValue(atom: string, spec: FieldSpec): { ok: true; value: number } | { ok: false; error: CronError } {
  let value: number;
  if (/^\d+$/.test(atom)) {
    value = Number(atom);
  } else {
    const named = spec.names?.[atom];
    if (named === undefined) return fail(spec, 'unknownName', { token: atom });
    value = named;
  }
  if (value < spec.min || value > spec.max) return fail(spec, 'outOfRange', { value, min: spec.min, max: spec.max });
  return { ok: true, value };
}

function fail(spec: FieldSpec, code: CronError['code'], params: CronError['params']): { ok: false; error: CronError } {
  return { ok: false, error: cronError(spec.name, code, params) };
}
