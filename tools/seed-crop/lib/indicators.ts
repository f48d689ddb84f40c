import { parseCsv, AEZ_ROWS_CSV, MPZ_ROWS_CSV, type CsvRow } from '../tables/verbatim';
import { classifyCondition, type Condition, type Driver } from './condition';
import type { Position } from './geometry';
import { randomFor, type Random } from './prng';
import { referenceRadpar } from './radiation';
import { SEASONS, type AezSpec, type MpzCode, type MpzSpec, type Season } from './types';

export const SEED = 'cropwatch-gpt-seed-v1';

export type UnitLevel = 'mpz' | 'country' | 'aez';
export type RowOrigin = 'notes-1.7a' | 'notes-1.7b' | 'generated' | 'aggregated';

/** Reference values of one unit for one window: 15YA for the agroclimatic indicators, 5YA for CALF and CI. */
export interface SeasonRef {
  rain: number;
  temp: number;
  radpar: number;
  biomss: number;
  calf: number;
  ci: number;
}

export interface IndicatorRow {
  period: string;
  unit_code: string;
  unit_level: UnitLevel;
  country_iso3: string | null;
  mpz_code: MpzCode | null;
  year: number;
  season: Season;
  rain_mm: number;
  rain_15ya_mm: number;
  rain_dep_pct: number;
  temp_c: number;
  temp_15ya_c: number;
  temp_dep_c: number;
  radpar_mj_m2: number;
  radpar_15ya_mj_m2: number;
  radpar_dep_pct: number;
  biomss_gdm_m2: number;
  biomss_15ya_gdm_m2: number;
  biomss_dep_pct: number;
  calf_pct: number;
  calf_5ya_pct: number;
  calf_dep_pct: number;
  vcix: number;
  ci_pct: number;
  ci_5ya_pct: number;
  ci_dep_pct: number;
  cpi: number;
  ndvi_below_avg_pct: number;
  irrigated_share_pct: number;
  water_limited: boolean;
  cold_season: boolean;
  condition: Condition;
  condition_drivers: Driver[];
  origin: RowOrigin;
}

export interface PeriodRef {
  code: string;
  year: number;
  season: Season;
}

interface Unit {
  code: string;
  level: UnitLevel;
  country: string | null;
  mpz: MpzCode | null;
  irrigated: number;
  coldWinter: boolean;
  refs: Record<Season, SeasonRef>;
}

const round = (value: number, decimals = 0): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0; // `+ 0` turns -0 into 0
};
const clamp = (value: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, value));
const pctDep = (current: number, reference: number): number => round((100 * (current - reference)) / reference);

/**
 * Potential biomass reference (gDM/m²): saturating in rain, capped by radiation, damped in cold windows. Calibrated on
 * the verbatim rows (e.g. 186 mm and 1169 MJ/m² give ≈590; 1388 mm and 1091 MJ/m² give ≈1420).
 */
export function referenceBiomass(rain: number, radpar: number, temp: number): number {
  const thermal = clamp(temp / 12, 0.15, 1);
  return Math.min(1450, 40 + 1.35 * radpar * (1 - Math.exp(-rain / 400)) * thermal);
}

/**
 * Where BIOMSS must follow RAIN (same sign, 0.4–0.8 of its size): a mostly rainfed AEZ in a window that is neither
 * dry-season nor monsoon-wet, and warm enough to grow. MPZs and countries mix wet and dry parts, so for them the flag is
 * the production-weighted majority of their AEZs and only the sign is expected to follow.
 */
export function isWaterLimited(irrigated: number, ref: Pick<SeasonRef, 'rain' | 'temp'>): boolean {
  return irrigated < 50 && ref.rain >= 100 && ref.rain <= 500 && ref.temp >= 5;
}

/** Spread of the rain departure, in %: about 10% in monsoon zones, 40–60% in deserts. */
const rainSpread = (rainRef: number): number => clamp(8 + 2500 / (rainRef + 50), 10, 60);
const isArid = (rainRef: number): boolean => rainSpread(rainRef) > 30;

function rainDepartureFromZ(z: number, rainRef: number): number {
  const sd = rainSpread(rainRef);
  if (isArid(rainRef)) return clamp((Math.exp((z * sd * 1.1) / 100) - 1) * 100, -85, 250);
  return clamp(z * sd, -60, 120);
}

function zFromRainDeparture(dep: number, rainRef: number): number {
  const sd = rainSpread(rainRef);
  if (isArid(rainRef)) return Math.log(1 + dep / 100) / ((sd * 1.1) / 100);
  return dep / sd;
}

const num = (row: CsvRow, key: string): number => Number(row[key]);

function refsFromVerbatim(row: CsvRow, base: SeasonRef): SeasonRef {
  return {
    rain: round(num(row, 'rain_mm') / (1 + num(row, 'rain_dep_pct') / 100), 1),
    temp: round(num(row, 'temp_c') - num(row, 'temp_dep_c'), 1),
    radpar: round(num(row, 'radpar_mj_m2') / (1 + num(row, 'radpar_dep_pct') / 100), 1),
    biomss: round(num(row, 'biomss_gdm_m2') / (1 + num(row, 'biomss_dep_pct') / 100), 1),
    calf: round(num(row, 'calf_pct') / (1 + num(row, 'calf_dep_pct') / 100), 1),
    ci: base.ci,
  };
}

export interface GeneratorInput {
  mpzs: MpzSpec[];
  aezs: AezSpec[];
  /** Label point (inside the ring) of every AEZ, for the radiation latitude. */
  aezLabelPoints: Map<string, Position>;
  countryMpz: Map<string, MpzCode | null>;
  countryIrrigation: Map<string, number>;
  periods: PeriodRef[];
}

export interface GeneratorOutput {
  rows: IndicatorRow[];
  /** Reference values per unit and window, also written to the rows. */
  refs: Map<string, Record<Season, SeasonRef>>;
}

export function generateIndicators(input: GeneratorInput): GeneratorOutput {
  const verbatimMpz = new Map(parseCsv(MPZ_ROWS_CSV).map((row) => [`${row.mpz_code}|${row.period}`, row]));
  const verbatimAez = new Map(parseCsv(AEZ_ROWS_CSV).map((row) => [`${row.aez_code}|${row.period}`, row]));
  const verbatimPeriod = parseCsv(MPZ_ROWS_CSV)[0].period;
  const verbatimSeason = verbatimPeriod.split('-')[1] as Season;

  const mpzUnits: Unit[] = input.mpzs.map((spec) => {
    const refs = Object.fromEntries(
      SEASONS.map((season, i) => {
        const base: SeasonRef = {
          rain: spec.rain[i],
          temp: spec.temp[i],
          radpar: spec.radpar[i],
          biomss: round(referenceBiomass(spec.rain[i], spec.radpar[i], spec.temp[i]), 1),
          calf: spec.calf[i],
          ci: spec.ci,
        };
        const row = verbatimMpz.get(`${spec.code}|${verbatimPeriod}`);
        return [season, season === verbatimSeason && row ? refsFromVerbatim(row, base) : base];
      }),
    ) as Record<Season, SeasonRef>;
    return {
      code: spec.code,
      level: 'mpz',
      country: null,
      mpz: null,
      irrigated: spec.irrigated,
      coldWinter: spec.coldWinter,
      refs,
    };
  });

  const aezUnits: Unit[] = input.aezs.map((spec) => {
    const lat = input.aezLabelPoints.get(spec.code)![1];
    const refs = Object.fromEntries(
      SEASONS.map((season, i) => {
        const radpar = round(referenceRadpar(lat, season, spec.rain[i]), 1);
        const base: SeasonRef = {
          rain: spec.rain[i],
          temp: spec.temp[i],
          radpar,
          biomss: round(referenceBiomass(spec.rain[i], radpar, spec.temp[i]), 1),
          calf: spec.calf[i],
          ci: spec.ci,
        };
        const row = verbatimAez.get(`${spec.code}|${verbatimPeriod}`);
        return [season, season === verbatimSeason && row ? refsFromVerbatim(row, base) : base];
      }),
    ) as Record<Season, SeasonRef>;
    return {
      code: spec.code,
      level: 'aez',
      country: spec.country,
      mpz: spec.mpz,
      irrigated: spec.irrigated,
      coldWinter: spec.coldWinter,
      refs,
    };
  });

  // Latent "how wet was this window" scores: MPZ → country → AEZ, anchored on the verbatim rows where they exist.
  const mpzZ = new Map<string, number>();
  for (const unit of mpzUnits) {
    for (const period of input.periods) {
      const row = verbatimMpz.get(`${unit.code}|${period.code}`);
      const z = row
        ? zFromRainDeparture(num(row, 'rain_dep_pct'), unit.refs[period.season].rain)
        : randomFor(SEED, `z:mpz:${unit.code}:${period.code}`).normal();
      mpzZ.set(`${unit.code}|${period.code}`, z);
    }
  }
  const countryZ = new Map<string, number>();
  const countries = [...new Set(input.aezs.map((aez) => aez.country))];
  for (const iso3 of countries) {
    for (const period of input.periods) {
      const anchors = aezUnits
        .filter((unit) => unit.country === iso3)
        .map((unit) => ({ unit, row: verbatimAez.get(`${unit.code}|${period.code}`) }))
        .filter((entry): entry is { unit: Unit; row: CsvRow } => entry.row !== undefined)
        .map(({ unit, row }) => zFromRainDeparture(num(row, 'rain_dep_pct'), unit.refs[period.season].rain));
      let z: number;
      if (anchors.length > 0) {
        z = anchors.reduce((a, b) => a + b, 0) / anchors.length;
      } else {
        const mpz = input.countryMpz.get(iso3) ?? null;
        const noise = randomFor(SEED, `z:country:${iso3}:${period.code}`).normal();
        z = mpz ? 0.5 * mpzZ.get(`${mpz}|${period.code}`)! + 0.87 * noise : noise;
      }
      countryZ.set(`${iso3}|${period.code}`, z);
    }
  }

  const rows: IndicatorRow[] = [];
  for (const period of input.periods) {
    for (const unit of mpzUnits) {
      const row = verbatimMpz.get(`${unit.code}|${period.code}`);
      const random = randomFor(SEED, `row:${unit.code}:${period.code}`);
      rows.push(
        row
          ? verbatimRow(unit, period, row, 'notes-1.7a', random)
          : generatedRow(unit, period, mpzZ.get(`${unit.code}|${period.code}`)!, random),
      );
    }
    for (const unit of aezUnits) {
      const row = verbatimAez.get(`${unit.code}|${period.code}`);
      const random = randomFor(SEED, `row:${unit.code}:${period.code}`);
      if (row) {
        rows.push(verbatimRow(unit, period, row, 'notes-1.7b', random));
      } else {
        const z = 0.75 * countryZ.get(`${unit.country}|${period.code}`)! + 0.66 * random.normal();
        rows.push(generatedRow(unit, period, z, random));
      }
    }
  }

  const refs = new Map<string, Record<Season, SeasonRef>>();
  for (const unit of [...mpzUnits, ...aezUnits]) refs.set(unit.code, unit.refs);

  for (const iso3 of countries) {
    const members = input.aezs.filter((aez) => aez.country === iso3);
    const irrigated = input.countryIrrigation.get(iso3) ?? 0;
    const coldShare = members.reduce((sum, aez) => sum + (aez.coldWinter ? aez.weight : 0), 0);
    const countryRefs = {} as Record<Season, SeasonRef>;
    for (const period of input.periods) {
      const parts = members.map((aez) => ({
        weight: aez.weight,
        row: rows.find((r) => r.unit_code === aez.code && r.period === period.code)!,
      }));
      const aggregated = aggregateRow(
        iso3,
        input.countryMpz.get(iso3) ?? null,
        period,
        parts,
        irrigated,
        coldShare >= 0.5,
      );
      rows.push(aggregated);
      countryRefs[period.season] = {
        rain: aggregated.rain_15ya_mm,
        temp: aggregated.temp_15ya_c,
        radpar: aggregated.radpar_15ya_mj_m2,
        biomss: aggregated.biomss_15ya_gdm_m2,
        calf: aggregated.calf_5ya_pct,
        ci: aggregated.ci_5ya_pct,
      };
    }
    refs.set(iso3, countryRefs);
  }

  const levelOrder: Record<UnitLevel, number> = { mpz: 0, country: 1, aez: 2 };
  const periodOrder = new Map(input.periods.map((p, i) => [p.code, i]));
  rows.sort(
    (a, b) =>
      periodOrder.get(a.period)! - periodOrder.get(b.period)! ||
      levelOrder[a.unit_level] - levelOrder[b.unit_level] ||
      a.unit_code.localeCompare(b.unit_code),
  );
  return { rows, refs };
}

function finish(
  base: Omit<IndicatorRow, 'condition' | 'condition_drivers' | 'origin'>,
  origin: RowOrigin,
  condition?: Condition,
): IndicatorRow {
  const classified = classifyCondition(base);
  return {
    ...base,
    condition: condition ?? classified.condition,
    condition_drivers: classified.drivers,
    origin,
  };
}

function common(unit: Unit, period: PeriodRef) {
  const ref = unit.refs[period.season];
  return {
    period: period.code,
    unit_code: unit.code,
    unit_level: unit.level,
    country_iso3: unit.country,
    mpz_code: unit.mpz,
    year: period.year,
    season: period.season,
    ref,
    waterLimited: unit.level === 'aez' && isWaterLimited(unit.irrigated, ref),
    coldSeason: unit.coldWinter && (period.season === 'OCT_JAN' || period.season === 'JAN_APR'),
  };
}

/** NDVI share below the 5YA falls as VCIx rises (fitted on the verbatim AEZ rows). */
const ndviBelow = (vcix: number, random: Random): number =>
  clamp(round(25 + 200 * (0.87 - vcix) + 5 * random.normal()), 2, 95);

function verbatimRow(unit: Unit, period: PeriodRef, row: CsvRow, origin: RowOrigin, random: Random): IndicatorRow {
  const { ref, waterLimited, coldSeason, ...head } = common(unit, period);
  const ci = num(row, 'ci_pct');
  const vcix = num(row, 'vcix');
  const base = {
    ...head,
    rain_mm: num(row, 'rain_mm'),
    rain_15ya_mm: ref.rain,
    rain_dep_pct: num(row, 'rain_dep_pct'),
    temp_c: num(row, 'temp_c'),
    temp_15ya_c: ref.temp,
    temp_dep_c: num(row, 'temp_dep_c'),
    radpar_mj_m2: num(row, 'radpar_mj_m2'),
    radpar_15ya_mj_m2: ref.radpar,
    radpar_dep_pct: num(row, 'radpar_dep_pct'),
    biomss_gdm_m2: num(row, 'biomss_gdm_m2'),
    biomss_15ya_gdm_m2: ref.biomss,
    biomss_dep_pct: num(row, 'biomss_dep_pct'),
    calf_pct: num(row, 'calf_pct'),
    calf_5ya_pct: ref.calf,
    calf_dep_pct: num(row, 'calf_dep_pct'),
    vcix,
    ci_pct: ci,
    ci_5ya_pct: ref.ci,
    ci_dep_pct: pctDep(ci, ref.ci),
    cpi: num(row, 'cpi'),
    ndvi_below_avg_pct: row.ndvi_below_avg_pct !== undefined ? num(row, 'ndvi_below_avg_pct') : ndviBelow(vcix, random),
    irrigated_share_pct: row.irrigated_share_pct !== undefined ? num(row, 'irrigated_share_pct') : unit.irrigated,
    water_limited: waterLimited,
    cold_season: coldSeason,
  };
  return finish(base, origin, row.condition as Condition | undefined);
}

function generatedRow(unit: Unit, period: PeriodRef, z: number, random: Random): IndicatorRow {
  const { ref, waterLimited, coldSeason, ...head } = common(unit, period);
  const warmSeason = ref.temp >= 15;

  let rain = Math.max(0, round(ref.rain * (1 + rainDepartureFromZ(z, ref.rain) / 100)));
  let rainDep = pctDep(rain, ref.rain);
  const rainDepBounded = clamp(rainDep, -60, 60);

  const tempDep = round(
    clamp(0.55 + 0.5 * random.normal() - (warmSeason && waterLimited ? 0.012 * rainDepBounded : 0), -2.5, 2.5),
    1,
  );
  const temp = round(ref.temp + tempDep, 1);

  const radpar = round(ref.radpar * (1 + clamp(0.5 - 0.1 * rainDepBounded + 2.5 * random.normal(), -9.5, 9.5) / 100));
  const radparDep = pctDep(radpar, ref.radpar);

  // Water-limited: same sign as RAIN and 0.45–0.75 of its size. Elsewhere rain matters less and light a bit.
  const ratio = waterLimited ? 0.45 + 0.3 * random.uniform() : 0.15 + 0.35 * random.uniform();
  const biomssTarget = clamp(
    ratio * (waterLimited ? rainDep : rainDepBounded) + (waterLimited ? 0 : 0.3 * radparDep),
    -60,
    120,
  );
  const biomss = clamp(round(ref.biomss * (1 + biomssTarget / 100)), 30, 1500);
  const biomssDep = pctDep(biomss, ref.biomss);
  if (waterLimited && biomss !== round(ref.biomss * (1 + biomssTarget / 100))) {
    // The biomass cap bit: pull the rain surplus back so that BIOMSS is still 0.6 of it.
    rain = round(ref.rain * (1 + biomssDep / 0.6 / 100));
    rainDep = pctDep(rain, ref.rain);
  }

  const calfTarget = clamp(
    (waterLimited ? 0.12 : 0.04) * rainDepBounded + (coldSeason ? 3 : 2.5) * random.normal(),
    -20,
    20,
  );
  const calf = clamp(round(ref.calf * (1 + calfTarget / 100)), 15, coldSeason ? 60 : 100);
  const calfDep = pctDep(calf, ref.calf);

  const rainEffect = (waterLimited ? 0.003 : 0.0012) * clamp(rainDep, -50, 50) * (1 - (0.7 * unit.irrigated) / 100);
  const vcix = round(
    clamp(
      0.86 + rainEffect + 0.004 * calfDep - 0.025 * Math.max(0, tempDep - 1.2) + 0.035 * random.normal(),
      0.45,
      0.99,
    ),
    2,
  );
  const cpi = round(clamp(0.97 + 0.6 * (vcix - 0.85) + 0.006 * calfDep + 0.015 * random.normal(), 0.75, 1.18), 2);

  const ci = clamp(round(ref.ci * (1 + (1.5 * random.normal() + 0.1 * calfDep) / 100)), 100, 200);

  const base = {
    ...head,
    rain_mm: rain,
    rain_15ya_mm: ref.rain,
    rain_dep_pct: rainDep,
    temp_c: temp,
    temp_15ya_c: ref.temp,
    temp_dep_c: round(temp - ref.temp, 1),
    radpar_mj_m2: radpar,
    radpar_15ya_mj_m2: ref.radpar,
    radpar_dep_pct: radparDep,
    biomss_gdm_m2: biomss,
    biomss_15ya_gdm_m2: ref.biomss,
    biomss_dep_pct: biomssDep,
    calf_pct: calf,
    calf_5ya_pct: ref.calf,
    calf_dep_pct: calfDep,
    vcix,
    ci_pct: ci,
    ci_5ya_pct: ref.ci,
    ci_dep_pct: pctDep(ci, ref.ci),
    cpi,
    ndvi_below_avg_pct: ndviBelow(vcix, random),
    irrigated_share_pct: unit.irrigated,
    water_limited: waterLimited,
    cold_season: coldSeason,
  };
  return finish(base, 'generated');
}

/** Country row = production-weighted mean of its AEZ rows; departures are recomputed from the weighted values. */
function aggregateRow(
  iso3: string,
  mpz: MpzCode | null,
  period: PeriodRef,
  parts: Array<{ weight: number; row: IndicatorRow }>,
  irrigated: number,
  coldWinter: boolean,
): IndicatorRow {
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  const mean = (pick: (row: IndicatorRow) => number): number =>
    parts.reduce((sum, part) => sum + part.weight * pick(part.row), 0) / total;
  const rain = round(mean((r) => r.rain_mm));
  const rainRef = round(
    mean((r) => r.rain_15ya_mm),
    1,
  );
  const temp = round(
    mean((r) => r.temp_c),
    1,
  );
  const tempRef = round(
    mean((r) => r.temp_15ya_c),
    1,
  );
  const radpar = round(mean((r) => r.radpar_mj_m2));
  const radparRef = round(
    mean((r) => r.radpar_15ya_mj_m2),
    1,
  );
  const biomss = round(mean((r) => r.biomss_gdm_m2));
  const biomssRef = round(
    mean((r) => r.biomss_15ya_gdm_m2),
    1,
  );
  const calf = round(mean((r) => r.calf_pct));
  const calfRef = round(
    mean((r) => r.calf_5ya_pct),
    1,
  );
  const ci = round(mean((r) => r.ci_pct));
  const ciRef = round(
    mean((r) => r.ci_5ya_pct),
    1,
  );
  const base = {
    period: period.code,
    unit_code: iso3,
    unit_level: 'country' as const,
    country_iso3: iso3,
    mpz_code: mpz,
    year: period.year,
    season: period.season,
    rain_mm: rain,
    rain_15ya_mm: rainRef,
    rain_dep_pct: pctDep(rain, rainRef),
    temp_c: temp,
    temp_15ya_c: tempRef,
    temp_dep_c: round(temp - tempRef, 1),
    radpar_mj_m2: radpar,
    radpar_15ya_mj_m2: radparRef,
    radpar_dep_pct: pctDep(radpar, radparRef),
    biomss_gdm_m2: biomss,
    biomss_15ya_gdm_m2: biomssRef,
    biomss_dep_pct: pctDep(biomss, biomssRef),
    calf_pct: calf,
    calf_5ya_pct: calfRef,
    calf_dep_pct: pctDep(calf, calfRef),
    vcix: round(
      mean((r) => r.vcix),
      2,
    ),
    ci_pct: ci,
    ci_5ya_pct: ciRef,
    ci_dep_pct: pctDep(ci, ciRef),
    cpi: round(
      mean((r) => r.cpi),
      2,
    ),
    ndvi_below_avg_pct: round(mean((r) => r.ndvi_below_avg_pct)),
    irrigated_share_pct: irrigated,
    water_limited: parts.reduce((sum, part) => sum + (part.row.water_limited ? part.weight : 0), 0) / total >= 0.5,
    cold_season: coldWinter && (period.season === 'OCT_JAN' || period.season === 'JAN_APR'),
  };
  return finish(base, 'aggregated');
}
