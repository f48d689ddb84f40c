import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** `crop_country`: the 48 key countries plus China (seed/crop/countries.json). */
@Entity('crop_country')
export class CropCountryEntity {
  @PrimaryColumn({ type: 'varchar', length: 3 })
  iso3: string;

  @Column({ type: 'varchar', length: 2 })
  iso2: string;

  @Column({ type: 'varchar', length: 3, name: 'iso_numeric' })
  isoNumeric: string;

  @Column({ type: 'varchar', length: 100, name: 'name_en' })
  nameEn: string;

  @Column({ type: 'varchar', length: 100, name: 'name_zh' })
  nameZh: string;

  /** [lon, lat]. */
  @Column({ type: 'simple-json' })
  centroid: number[];

  /** [minLon, minLat, maxLon, maxLat]. */
  @Column({ type: 'simple-json' })
  bbox: number[];

  @Column({ type: 'varchar', length: 10, name: 'mpz_code', nullable: true })
  mpzCode: string | null;

  @Column({ type: 'varchar', length: 20 })
  chapter: string;

  @Column({ type: 'boolean', name: 'has_indicators' })
  hasIndicators: boolean;

  @Column({ type: 'simple-json', name: 'aez_codes' })
  aezCodes: string[];
}

/** `crop_zone`: MPZs and AEZs with their outline (seed/crop/zones.json). */
@Entity('crop_zone')
@Index('idx_cz_country', ['countryIso3'])
export class CropZoneEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  code: string;

  /** `mpz` or `aez`. */
  @Column({ type: 'varchar', length: 10 })
  level: string;

  @Column({ type: 'varchar', length: 200, name: 'name_en' })
  nameEn: string;

  @Column({ type: 'varchar', length: 100, name: 'name_zh' })
  nameZh: string;

  @Column({ type: 'varchar', length: 3, name: 'country_iso3', nullable: true })
  countryIso3: string | null;

  @Column({ type: 'varchar', length: 10, name: 'mpz_code', nullable: true })
  mpzCode: string | null;

  @Column({ type: 'integer', name: 'cropwatch_id', nullable: true })
  cropwatchId: number | null;

  @Column({ type: 'boolean', name: 'code_is_placeholder' })
  codeIsPlaceholder: boolean;

  @Column({ type: 'simple-json', name: 'member_countries' })
  memberCountries: string[];

  @Column({ type: 'double precision', name: 'crop_weight', nullable: true })
  cropWeight: number | null;

  @Column({ type: 'double precision', name: 'irrigated_share_pct', nullable: true })
  irrigatedSharePct: number | null;

  @Column({ type: 'boolean', name: 'cold_winter' })
  coldWinter: boolean;

  @Column({ type: 'simple-json', name: 'main_crops' })
  mainCrops: string[];

  @Column({ type: 'simple-json' })
  centroid: number[];

  @Column({ type: 'simple-json', name: 'label_point' })
  labelPoint: number[];

  @Column({ type: 'simple-json' })
  bbox: number[];

  @Column({ type: 'double precision', name: 'area_km2' })
  areaKm2: number;

  /** GeoJSON Polygon geometry. */
  @Column({ type: 'simple-json' })
  geometry: { type: string; coordinates: number[][][] };
}

/** `crop_period`: monitoring periods (seed/crop/periods.json); `sort_order` is chronological. */
@Entity('crop_period')
export class CropPeriodEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  code: string;

  @Column({ type: 'integer', name: 'sort_order' })
  sortOrder: number;

  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'varchar', length: 10 })
  season: string;

  @Column({ type: 'varchar', length: 7, name: 'start_month' })
  startMonth: string;

  @Column({ type: 'varchar', length: 7, name: 'end_month' })
  endMonth: string;

  @Column({ type: 'varchar', length: 50, name: 'label_en' })
  labelEn: string;

  @Column({ type: 'varchar', length: 50, name: 'label_zh' })
  labelZh: string;

  @Column({ type: 'varchar', length: 20, name: 'season_label_en' })
  seasonLabelEn: string;

  @Column({ type: 'varchar', length: 20, name: 'season_label_zh' })
  seasonLabelZh: string;

  @Column({ type: 'varchar', length: 100, name: 'issue_label_en' })
  issueLabelEn: string;

  @Column({ type: 'varchar', length: 100, name: 'issue_label_zh' })
  issueLabelZh: string;
}
