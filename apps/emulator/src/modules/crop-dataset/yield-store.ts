import type { EntityManager } from 'typeorm';
import { YIELD_CROPS } from '@cropwatch/contract';
import { newId } from '../../core/database/id';
import { bulkInsert } from '../../core/excel/bulk-insert';
import { CropDatasetEntity, CropYieldEntity } from './entities/crop-dataset.entities';
import type { YieldValue } from './yield-layout';

/** What a yield-history dataset covers: first and last year, years, units, crops (in the layout's order), rows. */
export function yieldCoverage(values: YieldValue[]) {
  let min = Infinity;
  let max = -Infinity;
  const years = new Set<number>();
  const units = new Set<string>();
  const crops = new Set<string>();
  for (const v of values) {
    if (v.year < min) min = v.year;
    if (v.year > max) max = v.year;
    years.add(v.year);
    units.add(v.unitCode);
    crops.add(v.crop);
  }
  return {
    periodStart: values.length ? String(min) : null,
    periodEnd: values.length ? String(max) : null,
    periodCount: years.size,
    unitCount: units.size,
    items: YIELD_CROPS.filter((c) => crops.has(c)),
    rowCount: values.length,
  };
}

/** Writes a yield-history dataset and its rows inside the caller's transaction (better-sqlite3: prepared, sync). */
export async function insertYieldDataset(
  em: EntityManager,
  dataset: Omit<CropDatasetEntity, keyof ReturnType<typeof yieldCoverage>>,
  values: YieldValue[],
): Promise<CropDatasetEntity> {
  const row = Object.assign(new CropDatasetEntity(), dataset, yieldCoverage(values));
  await em.insert(CropDatasetEntity, row);
  // One Snowflake id per import and a row counter after it: unique, ordered, and cheap for 85,000 rows.
  const base = newId();
  let n = 0;
  await bulkInsert(em, CropYieldEntity, values, (v) => ({
    id: `${base}-${(n++).toString(36)}`,
    datasetId: row.id,
    ...v,
  }));
  return row;
}
