/**
 * Condition class of a row: the CropWatch→GEOGLAM heuristic of the domain notes (§1.6), made total and
 * deterministic, plus one driver rule that the verbatim §1.7 (b) rows require (PAK-155 is "watch" after a flood-size
 * rain surplus, ARG-PA is "poor" after a deep rain deficit).
 */

export const CONDITIONS = ['exceptional', 'favourable', 'watch', 'poor'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const DRIVERS = ['dry', 'wet', 'hot', 'cold'] as const;
export type Driver = (typeof DRIVERS)[number];

export interface ConditionInput {
  vcix: number;
  cpi: number;
  rain_mm: number;
  rain_dep_pct: number;
  temp_dep_c: number;
  biomss_dep_pct: number;
  irrigated_share_pct: number;
  /** NH cold-zone window (snow, dormancy): GEOGLAM keeps "exceptional" for grain filling to harvest, so not here. */
  cold_season: boolean;
}

/** §1.6 mapping, with the gaps closed: VCIx ≥ 0.9 and CPI in 0.95–1.10 counts as favourable. */
export function baseCondition(vcix: number, cpi: number): Condition {
  if (vcix < 0.5 || cpi < 0.85) return 'poor';
  if (vcix < 0.8 || cpi < 0.95) return 'watch';
  if (vcix >= 0.9 && cpi >= 1.1) return 'exceptional';
  return 'favourable';
}

/** A deep rainfed deficit or a flood-size surplus lowers the class by one step. */
export function downgradeReason(row: ConditionInput): Driver | null {
  if (row.rain_dep_pct <= -30 && row.biomss_dep_pct <= -15 && row.irrigated_share_pct < 50) return 'dry';
  if (row.rain_dep_pct >= 50 && row.rain_mm >= 200) return 'wet';
  return null;
}

/** GEOGLAM gives drivers for every class other than favourable; here they are read off the indicators only. */
function drivers(row: ConditionInput): Driver[] {
  const found: Driver[] = [];
  if (row.rain_dep_pct <= -15 && row.irrigated_share_pct < 80) found.push('dry');
  if (row.rain_dep_pct >= 30 && row.rain_mm >= 200) found.push('wet');
  if (row.temp_dep_c >= 1.0) found.push('hot');
  if (row.temp_dep_c <= -1.0) found.push('cold');
  return found;
}

export function classifyCondition(row: ConditionInput): { condition: Condition; drivers: Driver[] } {
  let condition = baseCondition(row.vcix, row.cpi);
  if (condition === 'exceptional' && row.cold_season) condition = 'favourable';
  const reason = downgradeReason(row);
  if (reason !== null && condition !== 'poor') condition = CONDITIONS[CONDITIONS.indexOf(condition) + 1];
  if (condition === 'favourable') return { condition, drivers: [] };
  const found = drivers(row);
  if (reason !== null && !found.includes(reason)) found.unshift(reason);
  return { condition, drivers: found };
}
