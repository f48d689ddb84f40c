import { YIELD_CROPS, YIELD_MAX_T_HA, type YieldCrop } from '@cropwatch/contract';
import { checkTable, type TableCheck, type TableLayout, type TableRow, type UnitResolver } from './table-layout';

/**
 * The FAO yield-history layout (`seed/crop-datasets/fao-key-crop-yields.csv`, issue #35): `Entity`, `Code`,
 * `Year`, then one `<Crop> (tonnes per hectare)` column per crop, one row per unit and year, an empty cell for
 * no data: a spec of the shared table checker (table-layout.ts) whose values are the long rows (unit, crop, year,
 * t/ha).
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
export type { ResolvedUnit, TableRow, UnitResolver } from './table-layout';

export interface YieldValue {
  unitCode: string;
  unitName: string;
  unitKind: UnitKind;
  crop: YieldCrop;
  year: number;
  yieldTHa: number;
}

export type YieldCheck = TableCheck<YieldValue>;

/** The FAO layout as a column spec: one number column per crop, its FAO header or crop key as header. */
export const YIELD_LAYOUT: TableLayout<YieldValue> = {
  unitCodeHeaders: ['Code'],
  unitNameHeaders: ['Entity'],
  unitLabel: 'Entity 或 Code',
  time: 'year',
  timeHeaders: ['Year'],
  numbers: YIELD_CROPS.map((crop) => ({
    key: crop,
    label: YIELD_CROP_HEADERS[crop],
    aliases: [crop],
    min: 0,
    max: YIELD_MAX_T_HA,
  })),
  values: ({ unit, year, numbers }) =>
    YIELD_CROPS.filter((crop) => numbers.has(crop)).map((crop) => ({
      unitCode: unit.code,
      unitName: unit.name,
      unitKind: unit.kind as UnitKind,
      crop,
      year,
      yieldTHa: numbers.get(crop)!,
    })),
};

/** Checks a whole table of the FAO layout (header first, up to five title rows above it are skipped). */
export function checkYieldTable(rows: Iterable<TableRow>, resolve: UnitResolver): YieldCheck | null {
  return checkTable(YIELD_LAYOUT, rows, { unit: resolve });
}
