/**
 * One checker for every dataset import (issue #35): a layout is a column spec (unit, time, optional crop, number
 * columns with their ranges) and a function turning a checked row into the values stored. The checker is pure:
 * it gets the rows and resolvers and returns the values, or every bad row with all its reasons. Yield history,
 * indicator tables and production estimates are three specs of it.
 */

export interface TableRow {
  number: number;
  cells: string[];
}

export interface ResolvedUnit {
  code: string;
  name: string;
  /** Yield history: `country` | `former` | `aggregate`; gazetteer units: their level. */
  kind: string;
}

/** Finds a unit by the row's code (first) or name; undefined when neither is known. */
export type UnitResolver = (code: string, name: string) => ResolvedUnit | undefined;

/** A period written by an analyst, normalised: `2025-JUL_OCT`. */
export interface NormalisedPeriod {
  code: string;
  year: number;
  season: string;
}

export interface NumberColumn {
  key: string;
  /** The header written in templates and error messages. */
  label: string;
  /** Other headers accepted (compared without case, spaces or punctuation). */
  aliases: string[];
  min: number;
  max: number;
  required?: boolean;
}

/** What a checked row holds: its unit, year or period, crop, and the numbers present. */
export interface CheckedRow {
  unit: ResolvedUnit;
  year: number;
  period: NormalisedPeriod | null;
  crop: string | null;
  numbers: Map<string, number>;
}

export interface TableLayout<V> {
  unitCodeHeaders: string[];
  unitNameHeaders: string[];
  /** How an empty unit is named in its message (`Entity 或 Code`). */
  unitLabel: string;
  time: 'year' | 'period';
  timeHeaders: string[];
  /** A crop column (production estimates); its text is resolved to a crop key. */
  cropHeaders?: string[];
  numbers: NumberColumn[];
  /** The stored values of a good row (a wide yield row gives one per crop). */
  values(row: CheckedRow): V[];
}

export interface LayoutResolvers {
  unit: UnitResolver;
  /** Crop key of a crop column's text, undefined when unknown. */
  crop?: (text: string) => string | undefined;
}

export interface TableCheck<V> {
  values: V[];
  failed: { row: TableRow; message: string }[];
  /** The header row as it was in the file (for the error file). */
  headers: string[];
  /** Data rows read. */
  total: number;
}

/** Header text compared without case, spaces and punctuation (`RAIN dep (%)` = `rain_dep`). */
export const headerKey = (s: string) =>
  s
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^\*/, '')
    .toLowerCase()
    .replace(/[\s()（）%°²_.\-·/]+/g, '');

type Column = { kind: 'code' | 'name' | 'time' | 'crop' } | { kind: 'number'; spec: NumberColumn };

function matchHeader(layout: TableLayout<unknown>, cells: string[]): (Column | undefined)[] | null {
  const byName = new Map<string, Column>();
  const add = (headers: string[], column: Column) => {
    for (const h of headers) if (!byName.has(headerKey(h))) byName.set(headerKey(h), column);
  };
  add(layout.unitCodeHeaders, { kind: 'code' });
  add(layout.unitNameHeaders, { kind: 'name' });
  add(layout.timeHeaders, { kind: 'time' });
  if (layout.cropHeaders) add(layout.cropHeaders, { kind: 'crop' });
  for (const spec of layout.numbers) add([spec.label, ...spec.aliases], { kind: 'number', spec });
  const columns = cells.map((c) => byName.get(headerKey(c)));
  const kinds = new Set(columns.map((c) => c?.kind));
  if (!kinds.has('time') || !kinds.has('number') || !(kinds.has('code') || kinds.has('name'))) return null;
  if (layout.cropHeaders && !kinds.has('crop')) return null;
  const present = new Set(columns.flatMap((c) => (c?.kind === 'number' ? [c.spec.key] : [])));
  if (layout.numbers.some((n) => n.required && !present.has(n.key))) return null;
  return columns;
}

/** A number as analysts write it (`1.52`, `-3`, `1.5e2`; not `1,234.5`), or null. */
export function parseNumber(text: string): number | null {
  const t = text.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** CropWatch monitoring windows and their first and last month. */
export const SEASONS = [
  { code: 'JAN_APR', start: 1, end: 4 },
  { code: 'APR_JUL', start: 4, end: 7 },
  { code: 'JUL_OCT', start: 7, end: 10 },
  { code: 'OCT_JAN', start: 10, end: 1 },
] as const;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * A period as analysts write it: `2025-JUL_OCT`, `2025 JUL-OCT`, `JUL_OCT 2025`, `2025年7-10月`, `2025-07~2025-10`.
 * An OCT_JAN period carries the year written (the contract's code is the year of its January). Null when no
 * year from 1900 to 2100 or no monitoring window is found.
 */
export function normalisePeriod(text: string): NormalisedPeriod | null {
  const t = text.trim().toUpperCase();
  const years = t.match(/(?<!\d)(19|20)\d{2}(?!\d)/g);
  if (!years) return null;
  const year = Number(years[0]);
  let season: string | undefined;
  const names = t.match(/[A-Z]{3}/g) ?? [];
  const word = names.filter((n) => MONTHS.includes(n));
  if (word.length === 2)
    season = SEASONS.find((s) => MONTHS[s.start - 1] === word[0] && MONTHS[s.end - 1] === word[1])?.code;
  if (!season) {
    const months =
      t.match(/(?<!\d)(\d{1,2})\s*[-–~至到]\s*(\d{1,2})\s*月/) ??
      t.match(/(?<!\d)(?:19|20)\d{2}-(\d{1,2})\s*[~–至到]\s*(?:(?:19|20)\d{2}-)?(\d{1,2})(?!\d)/);
    if (months) season = SEASONS.find((s) => s.start === Number(months[1]) && s.end === Number(months[2]))?.code;
  }
  if (!season || year < 1900 || year > 2100) return null;
  return { code: `${year}-${season}`, year, season };
}

/** Checks a whole table against a layout (header first; up to five title rows above it are skipped). */
export function checkTable<V>(
  layout: TableLayout<V>,
  rows: Iterable<TableRow>,
  resolvers: LayoutResolvers,
): TableCheck<V> | null {
  let columns: (Column | undefined)[] | null = null;
  const out: TableCheck<V> = { values: [], failed: [], headers: [], total: 0 };
  const seen = new Map<string, number>();
  let before = 0;
  for (const row of rows) {
    if (!columns) {
      columns = matchHeader(layout, row.cells);
      if (columns) out.headers = row.cells.map((c) => c.replace(/^\uFEFF/, ''));
      else if (++before >= 5) return null;
      continue;
    }
    out.total++;
    const problems: string[] = [];
    let name = '';
    let code = '';
    let timeText = '';
    let cropText = '';
    const numberCells: { spec: NumberColumn; text: string }[] = [];
    columns.forEach((column, i) => {
      const text = (row.cells[i] ?? '').trim();
      if (!column) return;
      if (column.kind === 'number') numberCells.push({ spec: column.spec, text });
      else if (column.kind === 'name') name = text;
      else if (column.kind === 'code') code = text;
      else if (column.kind === 'crop') cropText = text;
      else timeText = text;
    });
    const unit = code || name ? resolvers.unit(code, name) : undefined;
    if (!code && !name) problems.push(`地区不能为空（${layout.unitLabel}）`);
    else if (!unit) problems.push(`未知地区：${[name, code].filter(Boolean).join(' / ')}`);

    let year: number | null = null;
    let period: NormalisedPeriod | null = null;
    if (layout.time === 'year') {
      year = /^\d{4}$/.test(timeText) ? Number(timeText) : null;
      if (timeText === '') problems.push('年份不能为空');
      else if (year === null || year < 1900 || year > 2100) {
        problems.push(`年份无效：${timeText}`);
        year = null;
      }
    } else {
      period = timeText ? normalisePeriod(timeText) : null;
      if (timeText === '') problems.push('监测时段不能为空');
      else if (!period) problems.push(`监测时段无效：${timeText}（例如 2025-JUL_OCT）`);
      year = period?.year ?? null;
    }

    let crop: string | null = null;
    if (layout.cropHeaders) {
      crop = cropText ? (resolvers.crop?.(cropText) ?? null) : null;
      if (cropText === '') problems.push('作物不能为空');
      else if (!crop) problems.push(`未知作物：${cropText}`);
    }

    const timeKey = period?.code ?? (year === null ? null : String(year));
    if (unit && timeKey !== null && (!layout.cropHeaders || crop)) {
      const key = [unit.code, crop, timeKey].filter(Boolean).join(' ');
      const first = seen.get(key);
      if (first !== undefined) problems.push(`与第${first}行重复：${key}`);
      else seen.set(key, row.number);
    }

    const numbers = new Map<string, number>();
    for (const { spec, text } of numberCells) {
      if (text === '') {
        if (spec.required) problems.push(`${spec.label}不能为空`);
        continue;
      }
      const n = parseNumber(text);
      if (n === null) problems.push(`${spec.label}不是数字：${text}`);
      else if (n < spec.min || n > spec.max) problems.push(`${spec.label}超出范围（${spec.min}–${spec.max}）：${text}`);
      else numbers.set(spec.key, n);
    }
    if (problems.length > 0) out.failed.push({ row, message: problems.join('；') });
    else if (unit && year !== null) out.values.push(...layout.values({ unit, year, period, crop, numbers }));
  }
  return columns ? out : null;
}
