import type { CropIndicatorRef, CropPeriodRef, CropUnitRef } from '@cropwatch/contract';
import type { CropDataService } from '../../crop-data';

/** Indicator groups with a numeric value per row (the condition class and production are not on the map). */
const NUMERIC_GROUPS = new Set(['agroclimatic', 'agronomic']);
const LEVEL_ORDER = { mpz: 0, country: 1, aez: 2 } as const;

/** `/analysis/cropReference`: the crop data's units (MPZs, countries, AEZs), periods and numeric indicators. */
export function cropReference(data: CropDataService): {
  units: CropUnitRef[];
  periods: CropPeriodRef[];
  indicators: CropIndicatorRef[];
} {
  const units = data
    .units()
    .sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || a.code.localeCompare(b.code))
    .map((u) => ({
      code: u.code,
      nameZh: u.nameZh,
      nameEn: u.nameEn,
      level: u.level,
      countryIso3: u.level === 'mpz' ? null : u.countryIso3,
      mpzCode: u.mpzCode,
    }));
  const periods = data.periods().map((p) => ({
    code: p.code,
    year: p.year,
    season: p.season as CropPeriodRef['season'],
    labelZh: p.labelZh,
    labelEn: p.labelEn,
  }));
  const indicators = data
    .indicatorDefs()
    .filter((d) => NUMERIC_GROUPS.has(d.group))
    .map((d) => ({ code: d.code, nameZh: d.nameZh, nameEn: d.nameEn, unit: d.unit, departure: d.departure }));
  return { units, periods, indicators };
}
