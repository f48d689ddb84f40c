import type { CropDatasetIndicatorEntity } from './entities/crop-dataset.entities';
import type { NumberColumn, TableLayout } from './table-layout';

/**
 * The indicator table layout (issue #35): one row per unit (MPZ, country or AEZ code, or a name or alias the
 * gazetteer knows) and monitoring period, then the CropWatch indicators with their departures: RAIN, TEMP, RADPAR,
 * BIOMSS against the 15-year average, CALF and CI against the 5-year average, VCIx and CPI as values. Every
 * indicator column may be absent or empty (no data); each value present is range-checked for its indicator.
 */

export type IndicatorValue = Omit<CropDatasetIndicatorEntity, 'datasetId'>;
type Field = Exclude<keyof IndicatorValue, 'unitCode' | 'period' | 'year' | 'season'>;

const column = (key: Field, label: string, aliases: string[], min: number, max: number): NumberColumn => ({
  key,
  label,
  aliases,
  min,
  max,
});

/** Departures in % of the reference: from -100 % (nothing) to +1000 %. */
const DEP: [number, number] = [-100, 1000];

export const INDICATOR_COLUMNS: NumberColumn[] = [
  column('rainMm', 'RAIN (mm)', ['RAIN', 'rain_mm', '降水（mm）'], 0, 5000),
  column('rainDepPct', 'RAIN dep (%)', ['RAIN departure (%)', 'rain_dep_pct', '降水距平（%）'], ...DEP),
  column('tempC', 'TEMP (°C)', ['TEMP', 'temp_c', '温度（°C）'], -60, 60),
  column('tempDepC', 'TEMP dep (°C)', ['TEMP departure (°C)', 'temp_dep_c', '温度距平（°C）'], -20, 20),
  column('radparMjM2', 'RADPAR (MJ/m²)', ['RADPAR', 'radpar_mj_m2', '光合有效辐射（MJ/m²）'], 0, 10000),
  column('radparDepPct', 'RADPAR dep (%)', ['RADPAR departure (%)', 'radpar_dep_pct', '光合有效辐射距平（%）'], ...DEP),
  column('biomssGdmM2', 'BIOMSS (gDM/m²)', ['BIOMSS', 'biomss_gdm_m2', '潜在累积生物量（gDM/m²）'], 0, 20000),
  column(
    'biomssDepPct',
    'BIOMSS dep (%)',
    ['BIOMSS departure (%)', 'biomss_dep_pct', '潜在累积生物量距平（%）'],
    ...DEP,
  ),
  column('calfPct', 'CALF (%)', ['CALF', 'calf_pct', '耕地种植比例（%）'], 0, 100),
  column('calfDepPct', 'CALF dep (%)', ['CALF departure (%)', 'calf_dep_pct', '耕地种植比例距平（%）'], ...DEP),
  column('vcix', 'VCIx', ['vcix', '最佳植被状况指数'], 0, 2),
  column('ciPct', 'CI (%)', ['CI', 'ci_pct', '复种指数（%）'], 0, 300),
  column('ciDepPct', 'CI dep (%)', ['CI departure (%)', 'ci_dep_pct', '复种指数距平（%）'], ...DEP),
  column('cpi', 'CPI', ['cpi', '作物生产指数'], 0, 3),
];

/** Indicator code of each column (the dataset's `items`). */
export const INDICATOR_CODE_OF: Record<Field, string> = {
  rainMm: 'RAIN',
  rainDepPct: 'RAIN',
  tempC: 'TEMP',
  tempDepC: 'TEMP',
  radparMjM2: 'RADPAR',
  radparDepPct: 'RADPAR',
  biomssGdmM2: 'BIOMSS',
  biomssDepPct: 'BIOMSS',
  calfPct: 'CALF',
  calfDepPct: 'CALF',
  vcix: 'VCIx',
  ciPct: 'CI',
  ciDepPct: 'CI',
  cpi: 'CPI',
};

export const INDICATOR_LAYOUT: TableLayout<IndicatorValue> = {
  unitCodeHeaders: ['Code', 'Unit code', 'unit_code', '代码', '单元代码'],
  unitNameHeaders: ['Name', 'Unit', 'Unit name', '名称', '地区', '单元'],
  unitLabel: 'Code 或 Name',
  time: 'period',
  timeHeaders: ['Period', 'period', '监测时段', '时段'],
  numbers: INDICATOR_COLUMNS,
  values: ({ unit, period, numbers }) => {
    const value: IndicatorValue = {
      unitCode: unit.code,
      period: period!.code,
      year: period!.year,
      season: period!.season,
      rainMm: null,
      rainDepPct: null,
      tempC: null,
      tempDepC: null,
      radparMjM2: null,
      radparDepPct: null,
      biomssGdmM2: null,
      biomssDepPct: null,
      calfPct: null,
      calfDepPct: null,
      vcix: null,
      ciPct: null,
      ciDepPct: null,
      cpi: null,
    };
    for (const [key, n] of numbers) value[key as Field] = n;
    return [value];
  },
};

export const INDICATOR_TEMPLATE = {
  headers: ['Code', 'Name', 'Period', ...INDICATOR_COLUMNS.map((c) => c.label)],
  rows: [
    [
      'IND',
      'India',
      '2025-JUL_OCT',
      '812',
      '-4',
      '27.9',
      '0.3',
      '1120',
      '1',
      '980',
      '-2',
      '97',
      '1',
      '0.91',
      '152',
      '2',
      '1.02',
    ],
    ['', '肯尼亚', '2025年7-10月', '', '-18', '', '0.8', '', '', '', '-9', '', '', '0.72', '', '', '0.9'],
  ],
};
