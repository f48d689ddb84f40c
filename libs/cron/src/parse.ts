import { FIELD_ORDER, FIELD_SPECS, type FieldSpec } from './fields';
import { formatCronField } from './format';
import { cronError } from './messages';
import { javaTrim, readQuartz } from './quartz-read';
import type { CronError, CronExpression, CronField, CronFieldName, CronListItem, CronParseResult } from './types';

type FieldResult = { ok: true; value: CronField } | { ok: false; error: CronError };

const MAX_LAST_DAY_OFFSET = 30;
const ATOM = '(\\d+|[A-Z]+)';
const GENERAL = new RegExp(`^(\\*|${ATOM})(?:-${ATOM})?(?:/(\\d+))?$`);
const DOW_LAST = new RegExp(`^${ATOM}L$`);
const DOW_NTH = new RegExp(`^${ATOM}#(\\d+)$`);
/** Shapes that only make sense in a day field; elsewhere they are reported as "not allowed here". */
const DAY_SPECIAL = /^(L(-\d+)?W?|\d+W|(\d+|[A-Z]{3})(L|#\d+))$/;

/**
 * Parses a Quartz cron expression into the token model. Valid exactly when org.quartz.CronExpression
 * 2.3.2 accepts it (quartz-read.ts); the error of an invalid one is the engine's own, the first in
 * field order. A field Quartz accepts in a form the token model has no kind for, or reads otherwise
 * than its tokens say (`*\/0`, `L-2` in day-of-week, `1,3#2`, `MON-FRI/2`, `5X`), is kept as written
 * in a `quartz` field (see `unusualCronFields`).
 */
export function parseCron(text: string): CronParseResult {
  const quartz = readQuartz(text);
  const tokens = parseTokens(text);
  if (!quartz.ok) return { ok: false, error: quartzRefusal(text, quartz, tokens) };
  const parts = quartzFields(text);
  const fields = {} as Record<CronFieldName, CronField | null>;
  FIELD_ORDER.forEach((name, index) => {
    const part = parts[index];
    if (part === undefined) {
      fields[name] = null;
      return;
    }
    const field = tokens.ok ? tokens.value[name] : null;
    const parsed = field ? { ok: true as const, value: field } : parseField(part, FIELD_SPECS[name]);
    fields[name] =
      parsed.ok && sameReading(name, part, formatCronField(parsed.value))
        ? parsed.value
        : { kind: 'quartz', text: part };
  });
  return { ok: true, value: expressionOf(fields) };
}

/** Fields whose text only Quartz's own reading explains (kept as `quartz` fields); empty for the usual forms. */
export function unusualCronFields(expression: CronExpression): CronFieldName[] {
  return FIELD_ORDER.filter((name) => expression[name]?.kind === 'quartz');
}

/** The fields as Quartz splits them (spaces and tabs; fields after the seventh are ignored). */
function quartzFields(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[ \t]+/)
    .filter((part) => part !== '')
    .slice(0, 7)
    .map(javaTrim);
}

/** Quartz's reading of field `name` written as `part`, the other fields neutral; null when refused. */
function readField(name: CronFieldName, part: string): string | null {
  const index = FIELD_ORDER.indexOf(name);
  const other = part === '?' ? '*' : '?';
  const neutral = ['0', '0', '0', index === 5 ? other : '*', '*', index === 5 ? '*' : other, '*'];
  neutral[index] = part;
  const result = readQuartz(neutral.join(' '));
  if (!result.ok) return null;
  const { sets, ...flags } = result.value;
  return JSON.stringify([sets[index], flags]);
}

function quartzAcceptsField(name: CronFieldName, part: string | undefined): boolean {
  return part !== undefined && readField(name, part) !== null;
}

/** Whether Quartz reads field `name` the same when written as `a` and as `b`. */
function sameReading(name: CronFieldName, a: string, b: string): boolean {
  if (a === b) return true;
  const left = readField(name, a);
  return left !== null && left === readField(name, b);
}

/**
 * The engine's error for an expression Quartz refuses: the token parser's error for the field
 * Quartz stopped in (a plain syntax error when the tokens would read it), or the expression-level one.
 */
function quartzRefusal(text: string, quartz: { field: number; reason: string }, tokens: CronParseResult): CronError {
  const parts = quartzFields(text);
  if (!tokens.ok && tokens.error.field !== 'expression') {
    // The token parser's first error stands when Quartz refuses that field too (on its own).
    const index = FIELD_ORDER.indexOf(tokens.error.field);
    if (index === quartz.field || !quartzAcceptsField(FIELD_ORDER[index], parts[index])) return tokens.error;
  }
  if (/both day fields/.test(quartz.reason)) return cronError('expression', 'bothDaysAny');
  const part = parts[quartz.field];
  if (quartz.field >= 0 && part !== undefined) {
    const name = FIELD_ORDER[quartz.field];
    const field = parseField(part, FIELD_SPECS[name]);
    return field.ok ? cronError(name, 'syntax', { token: part }) : field.error;
  }
  if (!tokens.ok && tokens.error.field === 'expression') return tokens.error;
  if (/day field/.test(quartz.reason)) return cronError('expression', 'bothDaysSet');
  return cronError('expression', 'fieldCount', { count: parts.length });
}

function parseTokens(text: string): CronParseResult {
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
  return { ok: true, value: expressionOf(fields) };
}

/** The expression of fields read one by one (all six present; the year may be missing). */
function expressionOf(fields: Partial<Record<CronFieldName, CronField | null>>): CronExpression {
  return {
    second: fields.second!,
    minute: fields.minute!,
    hour: fields.hour!,
    dayOfMonth: fields.dayOfMonth!,
    month: fields.month!,
    dayOfWeek: fields.dayOfWeek!,
    year: fields.year ?? null,
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
