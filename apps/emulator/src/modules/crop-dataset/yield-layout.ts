import { YIELD_CROPS, YIELD_MAX_T_HA, type YieldCrop } from '@cropwatch/contract';

/**
 * The FAO yield-history layout (`seed/crop-datasets/fao-key-crop-yields.csv`, issue #35): `Entity`, `Code`,
 * `Year`, then one `<Crop> (tonnes per hectare)` column per crop, one row per unit and year, an empty cell for
 * no data. Checking a table of that layout is pure: it gets the rows and a unit resolver and returns the long
 * rows (unit, crop, year, t/ha) or every bad row with all its reasons.
 */

/** The crop columns' headers, as FAO/OWID spell them. */
export const YIELD_CROP_HEADERS: Record<YieldCrop, string> = {
  wheat: 'Wheat (tonnes per hectare)',
  rice: 'Rice (tonnes per hectare)',
  maize: 'Maize (tonnes per hectare)',
  soybeans: 'Soybeans (tonnes per hectare)',
  potatoes: 'Potatoes (tonnes per hectare)',
  beans: 'Beans (tonnes per hectare)',
  peas: 'Peas (tonnes per hectare)',
  cassava: 'Cassava (tonnes per hectare)',
  barley: 'Barley (tonnes per hectare)',
  'cocoa-beans': 'Cocoa beans (tonnes per hectare)',
  bananas: 'Bananas (tonnes per hectare)',
};

export const YIELD_HEADERS = ['Entity', 'Code', 'Year', ...YIELD_CROPS.map((c) => YIELD_CROP_HEADERS[c])];

export type UnitKind = 'country' | 'former' | 'aggregate';
export interface ResolvedUnit {
  code: string;
  name: string;
  kind: UnitKind;
}
/** Finds a unit by the row's code (first) or entity name; undefined when neither is known. */
export type UnitResolver = (code: string, name: string) => ResolvedUnit | undefined;

export interface YieldValue {
  unitCode: string;
  unitName: string;
  unitKind: UnitKind;
  crop: YieldCrop;
  year: number;
  yieldTHa: number;
}

export interface TableRow {
  number: number;
  cells: string[];
}

export interface YieldCheck {
  values: YieldValue[];
  failed: { row: TableRow; message: string }[];
  /** The header row as it was in the file (for the error file). */
  headers: string[];
  /** Rows read (data rows). */
  total: number;
}

const norm = (s: string) =>
  s
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^\*/, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

type Column = { kind: 'entity' | 'code' | 'year' } | { kind: 'crop'; crop: YieldCrop; header: string };

/** The header's columns, or null when the row lacks `Year`, a unit column or every crop column. */
export function matchYieldHeader(cells: string[]): (Column | undefined)[] | null {
  const byName = new Map<string, Column>([
    ['entity', { kind: 'entity' }],
    ['code', { kind: 'code' }],
    ['year', { kind: 'year' }],
  ]);
  for (const crop of YIELD_CROPS) {
    const column: Column = { kind: 'crop', crop, header: YIELD_CROP_HEADERS[crop] };
    byName.set(norm(YIELD_CROP_HEADERS[crop]), column);
    byName.set(crop, column);
  }
  const columns = cells.map((c) => byName.get(norm(c)));
  const kinds = new Set(columns.map((c) => c?.kind));
  if (!kinds.has('year') || !kinds.has('crop') || !(kinds.has('entity') || kinds.has('code'))) return null;
  return columns;
}

/** A number as analysts write it (`1.52`, `1,234.5` no; `1.5190000000000001` yes), or null. */
function parseNumber(text: string): number | null {
  const t = text.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Checks a whole table (header first, up to five title rows above it are skipped). */
export function checkYieldTable(rows: Iterable<TableRow>, resolve: UnitResolver): YieldCheck | null {
  let columns: (Column | undefined)[] | null = null;
  const out: YieldCheck = { values: [], failed: [], headers: [], total: 0 };
  const seen = new Map<string, number>();
  let before = 0;
  for (const row of rows) {
    if (!columns) {
      columns = matchYieldHeader(row.cells);
      if (columns) out.headers = row.cells.map((c) => c.replace(/^\uFEFF/, ''));
      else if (++before >= 5) return null;
      continue;
    }
    out.total++;
    const problems: string[] = [];
    let entity = '';
    let code = '';
    let yearText = '';
    const crops: { crop: YieldCrop; header: string; text: string }[] = [];
    columns.forEach((column, i) => {
      const text = (row.cells[i] ?? '').trim();
      if (!column) return;
      if (column.kind === 'crop') crops.push({ crop: column.crop, header: column.header, text });
      else if (column.kind === 'entity') entity = text;
      else if (column.kind === 'code') code = text;
      else yearText = text;
    });
    const unit = code || entity ? resolve(code, entity) : undefined;
    if (!code && !entity) problems.push('地区不能为空（Entity 或 Code）');
    else if (!unit) problems.push(`未知地区：${[entity, code].filter(Boolean).join(' / ')}`);
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
    if (yearText === '') problems.push('年份不能为空');
    else if (year === null || year < 1900 || year > 2100) problems.push(`年份无效：${yearText}`);
    if (unit && year !== null) {
      const key = `${unit.code}\u0000${year}`;
      const first = seen.get(key);
      if (first !== undefined) problems.push(`与第${first}行重复：${unit.code} ${year}`);
      else seen.set(key, row.number);
    }
    const values: YieldValue[] = [];
    for (const { crop, header, text } of crops) {
      if (text === '') continue;
      const n = parseNumber(text);
      if (n === null) problems.push(`${header}不是数字：${text}`);
      else if (n < 0 || n > YIELD_MAX_T_HA) problems.push(`${header}超出范围（0–${YIELD_MAX_T_HA}）：${text}`);
      else if (unit && year !== null)
        values.push({ unitCode: unit.code, unitName: unit.name, unitKind: unit.kind, crop, year, yieldTHa: n });
    }
    if (problems.length > 0) out.failed.push({ row, message: problems.join('；') });
    else out.values.push(...values);
  }
  return columns ? out : null;
}
