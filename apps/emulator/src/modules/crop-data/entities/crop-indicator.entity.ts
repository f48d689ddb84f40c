import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

const num = (name: string) => Column({ type: 'double precision', name, nullable: true });

/**
 * `crop_indicator`: one row per spatial unit (MPZ, country, AEZ) and period (seed/crop/indicators.json).
 * Departures are % of the reference, except TEMP (°C).
 */
@Entity('crop_indicator')
@Index('idx_ci_period', ['period'])
export class CropIndicatorEntity {
  @PrimaryColumn({ type: 'varchar', length: 20, name: 'unit_code' })
  unitCode: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  period: string;

  /** `mpz`, `country` or `aez`. */
  @Column({ type: 'varchar', length: 10, name: 'unit_level' })
  unitLevel: string;

  @Column({ type: 'varchar', length: 3, name: 'country_iso3', nullable: true })
  countryIso3: string | null;

  @Column({ type: 'varchar', length: 10, name: 'mpz_code', nullable: true })
  mpzCode: string | null;

  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'varchar', length: 10 })
  season: string;

  @num('rain_mm') rainMm: number | null;
  @num('rain_15ya_mm') rain15yaMm: number | null;
  @num('rain_dep_pct') rainDepPct: number | null;
  @num('temp_c') tempC: number | null;
  @num('temp_15ya_c') temp15yaC: number | null;
  @num('temp_dep_c') tempDepC: number | null;
  @num('radpar_mj_m2') radparMjM2: number | null;
  @num('radpar_15ya_mj_m2') radpar15yaMjM2: number | null;
  @num('radpar_dep_pct') radparDepPct: number | null;
  @num('biomss_gdm_m2') biomssGdmM2: number | null;
  @num('biomss_15ya_gdm_m2') biomss15yaGdmM2: number | null;
  @num('biomss_dep_pct') biomssDepPct: number | null;
  @num('calf_pct') calfPct: number | null;
  @num('calf_5ya_pct') calf5yaPct: number | null;
  @num('calf_dep_pct') calfDepPct: number | null;
  @num('vcix') vcix: number | null;
  @num('ci_pct') ciPct: number | null;
  @num('ci_5ya_pct') ci5yaPct: number | null;
  @num('ci_dep_pct') ciDepPct: number | null;
  @num('cpi') cpi: number | null;
  @num('ndvi_below_avg_pct') ndviBelowAvgPct: number | null;
  @num('irrigated_share_pct') irrigatedSharePct: number | null;

  @Column({ type: 'boolean', name: 'water_limited' })
  waterLimited: boolean;

  @Column({ type: 'boolean', name: 'cold_season' })
  coldSeason: boolean;

  /** `exceptional` / `favourable` / `watch` / `poor`. */
  @Column({ type: 'varchar', length: 20 })
  condition: string;

  @Column({ type: 'simple-json', name: 'condition_drivers' })
  conditionDrivers: string[];

  @Column({ type: 'varchar', length: 20 })
  origin: string;
}

/** `crop_indicator_def`: indicator metadata, units and wording bands (seed/crop/indicator-defs.json). */
@Entity('crop_indicator_def')
export class CropIndicatorDefEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  code: string;

  @Column({ type: 'integer', name: 'sort_order' })
  sortOrder: number;

  @Column({ type: 'varchar', length: 100, name: 'name_en' })
  nameEn: string;

  @Column({ type: 'varchar', length: 100, name: 'name_zh' })
  nameZh: string;

  @Column({ type: 'varchar', length: 20, name: 'indicator_group' })
  group: string;

  @Column({ type: 'varchar', length: 30 })
  unit: string;

  @Column({ type: 'varchar', length: 30, name: 'unit_zh' })
  unitZh: string;

  @Column({ type: 'integer' })
  decimals: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  reference: string | null;

  /** `percent`, `absolute_c` or null. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  departure: string | null;

  /** Row fields holding value / reference / departure (snake_case names of the seed). */
  @Column({ type: 'simple-json' })
  fields: { value: string; reference: string | null; departure: string | null };

  @Column({ type: 'text', name: 'description_en', nullable: true })
  descriptionEn: string | null;

  @Column({ type: 'text', name: 'description_zh', nullable: true })
  descriptionZh: string | null;

  @Column({ type: 'simple-json', name: 'word_bands', nullable: true })
  wordBands: WordBand[] | null;

  @Column({ type: 'simple-json', nullable: true })
  thresholds: Threshold[] | null;
}

/** From |departure| ≥ `from` on, the departure is worded with these labels. */
export interface WordBand {
  from: number;
  label_en_pos: string;
  label_en_neg: string;
  label_zh_pos: string;
  label_zh_neg: string;
}

/** A value class: `min` ≤ value < `max` (null = open). */
export interface Threshold {
  min: number | null;
  max: number | null;
  label_en: string;
  label_zh: string;
}
