import type { Polygon, MultiPolygon } from 'geojson';
import type { AoiGeometry, CropTaskIndicators, CropTaskSummary, CropTaskSummaryUnit } from '@cropwatch/contract';
import { type BBox, areaKm2, bboxesOverlap, bboxOf, overlapKm2 } from './crop-geometry';

/** A unit of the crop tables with an outline: an MPZ, a key country or an AEZ. */
export interface SummaryUnit {
  code: string;
  level: 'mpz' | 'country' | 'aez';
  nameEn: string;
  nameZh: string;
  countryIso3: string | null;
  mpzCode: string | null;
  geometry: Polygon | MultiPolygon;
  bbox: BBox;
  areaKm2: number;
}

/** The indicator row of a unit for the task's period (null fields where the table has none). */
export type UnitIndicators = CropTaskIndicators & { condition: string | null };

export interface SummaryInput {
  aoi: AoiGeometry;
  period: string;
  crop: string;
  units: readonly SummaryUnit[];
  indicators: (unitCode: string) => UnitIndicators | undefined;
  stages: (unitCode: string) => string[];
  computedTime: string;
}

export const INDICATOR_KEYS = [
  'rainMm',
  'rainDepPct',
  'tempC',
  'tempDepC',
  'radparMjM2',
  'radparDepPct',
  'biomssGdmM2',
  'biomssDepPct',
  'calfPct',
  'calfDepPct',
  'vcix',
  'cpi',
] as const satisfies readonly (keyof CropTaskIndicators)[];

const CONDITIONS = ['exceptional', 'favourable', 'watch', 'poor'] as const;
type Condition = (typeof CONDITIONS)[number];
const asCondition = (c: string | null | undefined): Condition | null =>
  CONDITIONS.includes(c as Condition) ? (c as Condition) : null;

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const emptyIndicators = (): CropTaskIndicators =>
  Object.fromEntries(INDICATOR_KEYS.map((k) => [k, null])) as CropTaskIndicators;

/** Area-weighted mean of each indicator over the units that have a value for it. */
export function weightedIndicators(
  parts: readonly { weight: number; values: CropTaskIndicators }[],
): CropTaskIndicators {
  const out = emptyIndicators();
  for (const key of INDICATOR_KEYS) {
    let sum = 0;
    let weights = 0;
    for (const p of parts) {
      const v = p.values[key];
      if (v === null || p.weight <= 0) continue;
      sum += v * p.weight;
      weights += p.weight;
    }
    out[key] = weights > 0 ? round(sum / weights, key === 'vcix' || key === 'cpi' ? 3 : 1) : null;
  }
  return out;
}

/** Slivers below this share of the task area are hand-drawn-outline noise, not coverage. */
const SLIVER = 1e-4;

/**
 * The task summary: which units the area covers and how much, then a non-overlapping mix for the
 * weighted values: AEZs first, the rest of each country outside its AEZs, then the rest of each MPZ
 * outside its countries. Units without indicator rows are listed but weigh nothing.
 */
export function computeSummary(input: SummaryInput): CropTaskSummary {
  const total = areaKm2(input.aoi);
  const box = bboxOf(input.aoi);
  const hits = input.units
    .filter((u) => bboxesOverlap(box, u.bbox))
    .map((u) => ({ unit: u, area: overlapKm2(input.aoi, u.geometry) }))
    .filter((h) => h.area > total * SLIVER);

  const raw = new Map<string, number>();
  const rows = new Map(hits.map((h) => [h.unit.code, input.indicators(h.unit.code)]));
  const has = (code: string) => rows.get(code) !== undefined;
  const aezs = hits.filter((h) => h.unit.level === 'aez');
  const countries = hits.filter((h) => h.unit.level === 'country');
  const mpzs = hits.filter((h) => h.unit.level === 'mpz');
  for (const h of aezs) if (has(h.unit.code)) raw.set(h.unit.code, h.area);
  const countryClaim = new Map<string, number>();
  for (const c of countries) {
    const inZones = aezs
      .filter((a) => a.unit.countryIso3 === c.unit.code && has(a.unit.code))
      .reduce((s, a) => s + a.area, 0);
    const rest = Math.max(c.area - inZones, 0);
    if (has(c.unit.code) && rest > total * SLIVER) raw.set(c.unit.code, rest);
    countryClaim.set(c.unit.code, has(c.unit.code) ? c.area : inZones);
  }
  for (const m of mpzs) {
    const inCountries = countries
      .filter((c) => c.unit.mpzCode === m.unit.code)
      .reduce((s, c) => s + (countryClaim.get(c.unit.code) ?? 0), 0);
    const rest = Math.max(m.area - inCountries, 0);
    if (has(m.unit.code) && rest > total * SLIVER) raw.set(m.unit.code, rest);
  }
  const weightSum = [...raw.values()].reduce((s, w) => s + w, 0);

  const levelOrder = { country: 0, mpz: 1, aez: 2 } as const;
  const units: CropTaskSummaryUnit[] = hits
    .map(({ unit, area }) => {
      const row = rows.get(unit.code);
      const values = row ? pickIndicators(row) : emptyIndicators();
      return {
        code: unit.code,
        level: unit.level,
        nameEn: unit.nameEn,
        nameZh: unit.nameZh,
        areaKm2: round(area, 1),
        shareOfTask: round(Math.min(area / total, 1), 4),
        shareOfUnit: round(Math.min(area / unit.areaKm2, 1), 4),
        weight: weightSum > 0 ? round((raw.get(unit.code) ?? 0) / weightSum, 4) : 0,
        hasIndicators: row !== undefined,
        condition: asCondition(row?.condition),
        stages: input.stages(unit.code),
        ...values,
      };
    })
    .sort((a, b) => levelOrder[a.level] - levelOrder[b.level] || b.areaKm2 - a.areaKm2);

  const weighted = units.filter((u) => u.weight > 0);
  const byCondition = new Map<Condition, number>();
  for (const u of weighted)
    if (u.condition) byCondition.set(u.condition, (byCondition.get(u.condition) ?? 0) + u.weight);
  const condition = [...byCondition.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const dominant = [...weighted].sort((a, b) => b.weight - a.weight)[0];

  return {
    period: input.period,
    crop: input.crop,
    areaKm2: round(total, 1),
    coveredShare: round(Math.min(weightSum / total, 1), 4),
    units,
    overall: weightedIndicators(weighted.map((u) => ({ weight: u.weight, values: pickIndicators(u) }))),
    condition,
    stages: dominant?.stages ?? [],
    computedTime: input.computedTime,
  };
}

const pickIndicators = (v: CropTaskIndicators): CropTaskIndicators =>
  Object.fromEntries(INDICATOR_KEYS.map((k) => [k, v[k] ?? null])) as CropTaskIndicators;
