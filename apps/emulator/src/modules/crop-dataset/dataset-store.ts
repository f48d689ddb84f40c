import type { EntityManager } from 'typeorm';
import { bulkInsert } from '../../core/excel/bulk-insert';
import {
  CropDatasetEntity,
  CropDatasetIndicatorEntity,
  CropDatasetProductionEntity,
} from './entities/crop-dataset.entities';
import { INDICATOR_CODE_OF, INDICATOR_COLUMNS, type IndicatorValue } from './indicator-layout';
import type { ProductionValue } from './production-layout';
import { SEASONS } from './table-layout';

export type DatasetHead = Omit<
  CropDatasetEntity,
  'periodStart' | 'periodEnd' | 'periodCount' | 'unitCount' | 'items' | 'rowCount'
>;

const seasonRank = new Map<string, number>(SEASONS.map((s, i) => [s.code, i]));

/** What an indicator dataset covers: first and last period (in time order), periods, units, indicators, rows. */
export function indicatorCoverage(values: IndicatorValue[]) {
  const periods = new Map<string, number>();
  const units = new Set<string>();
  const present = new Set<string>();
  for (const v of values) {
    periods.set(v.period, v.year * 10 + (seasonRank.get(v.season) ?? 0));
    units.add(v.unitCode);
    for (const c of INDICATOR_COLUMNS)
      if (v[c.key as keyof IndicatorValue] !== null)
        present.add(INDICATOR_CODE_OF[c.key as keyof typeof INDICATOR_CODE_OF]);
  }
  const ordered = [...periods.entries()].sort((a, b) => a[1] - b[1]).map(([code]) => code);
  return {
    periodStart: ordered[0] ?? null,
    periodEnd: ordered[ordered.length - 1] ?? null,
    periodCount: ordered.length,
    unitCount: units.size,
    items: [...new Set(Object.values(INDICATOR_CODE_OF))].filter((code) => present.has(code)),
    rowCount: values.length,
  };
}

/** What a production dataset covers: first and last year, years, units, crops, rows. */
export function productionCoverage(values: ProductionValue[]) {
  const years = new Set(values.map((v) => v.year));
  const sorted = [...years].sort((a, b) => a - b);
  return {
    periodStart: sorted.length ? String(sorted[0]) : null,
    periodEnd: sorted.length ? String(sorted[sorted.length - 1]) : null,
    periodCount: years.size,
    unitCount: new Set(values.map((v) => v.unitCode)).size,
    items: [...new Set(values.map((v) => v.crop))].sort(),
    rowCount: values.length,
  };
}

export async function insertIndicatorDataset(
  em: EntityManager,
  dataset: DatasetHead,
  values: IndicatorValue[],
): Promise<CropDatasetEntity> {
  const row = Object.assign(new CropDatasetEntity(), dataset, indicatorCoverage(values));
  await em.insert(CropDatasetEntity, row);
  await bulkInsert(em, CropDatasetIndicatorEntity, values, (v) => ({ datasetId: row.id, ...v }));
  return row;
}

export async function insertProductionDataset(
  em: EntityManager,
  dataset: DatasetHead,
  values: ProductionValue[],
): Promise<CropDatasetEntity> {
  const row = Object.assign(new CropDatasetEntity(), dataset, productionCoverage(values));
  await em.insert(CropDatasetEntity, row);
  await bulkInsert(em, CropDatasetProductionEntity, values, (v) => ({ datasetId: row.id, ...v }));
  return row;
}
