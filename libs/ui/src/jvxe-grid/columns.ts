import { type JVxeColumn, type JVxeType, JVXE_TYPES } from './types';

/** Spec §9: default widths (datetime 200, user select 220, department select 160, other 120) and minimums. */
const DEFAULT_WIDTH: Partial<Record<JVxeType, number>> = { datetime: 200, sel_user: 220, sel_depart: 160 };
const MIN_WIDTH: Partial<Record<JVxeType, number>> = {
  datetime: 190,
  sel_user: 190,
  sel_depart: 190,
  date: 135,
  select: 40,
};
export const ROW_NUMBER_WIDTH = 60;
export const ROW_HEIGHT = 61;
export const MAX_HEIGHT = 400;
export const HEADER_HEIGHT = 40;

export function columnWidth(c: JVxeColumn): { width: number; minWidth: number | undefined } {
  const minWidth = c.minWidth ?? MIN_WIDTH[c.type];
  const width = c.width ?? DEFAULT_WIDTH[c.type] ?? 120;
  return { width: minWidth ? Math.max(width, minWidth) : width, minWidth };
}

/** Types whose value is edited in a cell editor (checkbox and radio toggle in place; normal and slot do not edit). */
export const EDITOR_TYPES: ReadonlySet<JVxeType> = new Set(
  JVXE_TYPES.filter((type) => !['normal', 'checkbox', 'radio', 'checkbox_meta', 'slot', 'hidden'].includes(type)),
);
/** Types edited through a picker the console hands in (`column.picker`); without one they are read-only. */
export const PICKER_TYPES: ReadonlySet<JVxeType> = new Set<JVxeType>([
  'popup',
  'sel_user',
  'sel_depart',
  'upload',
  'file',
  'image',
]);
/** Types a paste may write text into. */
export const PASTE_TYPES: ReadonlySet<JVxeType> = new Set<JVxeType>([
  'input',
  'inputNumber',
  'select',
  'sel_search',
  'date',
  'datetime',
  'time',
  'input_pop',
  'textarea',
  'radio',
]);

export const DATE_FORMATS: Partial<Record<JVxeType, string>> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
};

/** Statistics row (spec §3 `statistics`): the sum or the average of a column's numeric cells, 2 decimals at most. */
export function columnStatistic(values: readonly unknown[], kind: 'sum' | 'average'): number {
  const numbers = values
    .filter((v) => v !== '' && v !== null && v !== undefined)
    .map(Number)
    .filter((n) => Number.isFinite(n));
  const sum = numbers.reduce((a, b) => a + b, 0);
  const result = kind === 'sum' ? sum : numbers.length ? sum / numbers.length : 0;
  return Math.round(result * 100) / 100;
}
