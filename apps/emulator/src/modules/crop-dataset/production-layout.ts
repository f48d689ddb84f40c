import type { CropDatasetProductionEntity } from './entities/crop-dataset.entities';
import type { TableLayout } from './table-layout';

/**
 * The production estimate layout (issue #35): unit (code, or a name or alias the gazetteer knows), crop (key or
 * a crop name of the gazetteer, 玉米 or maize), year, production in thousand tonnes and its change against the
 * previous year in %. One row per unit, crop and year.
 */

export type ProductionValue = Omit<CropDatasetProductionEntity, 'datasetId'>;

export const PRODUCTION_LAYOUT: TableLayout<ProductionValue> = {
  unitCodeHeaders: ['Code', 'Unit code', 'unit_code', 'country_iso3', '代码'],
  unitNameHeaders: ['Name', 'Unit', 'Country', '名称', '地区', '国家'],
  unitLabel: 'Code 或 Name',
  time: 'year',
  timeHeaders: ['Year', '年份'],
  cropHeaders: ['Crop', '作物'],
  numbers: [
    {
      key: 'productionKt',
      label: 'Production (kt)',
      aliases: ['Production', 'production_kt', '产量（千吨）', '产量'],
      min: 0,
      max: 2_000_000,
      required: true,
    },
    {
      key: 'changePct',
      label: 'Change (%)',
      aliases: ['Change', 'change_pct', 'delta_pct', '变幅（%）', '变化（%）'],
      min: -100,
      max: 1000,
    },
  ],
  values: ({ unit, crop, year, numbers }) => [
    {
      unitCode: unit.code,
      crop: crop!,
      year,
      productionKt: numbers.get('productionKt')!,
      changePct: numbers.get('changePct') ?? null,
    },
  ],
};

export const PRODUCTION_TEMPLATE = {
  headers: ['Code', 'Name', 'Crop', 'Year', 'Production (kt)', 'Change (%)'],
  rows: [
    ['IND', 'India', 'wheat', '2025', '113290', '2.1'],
    ['', '肯尼亚', '玉米', '2025', '3100', ''],
  ],
};
