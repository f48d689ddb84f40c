import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/** `crop_dataset`: one body of crop figures with its provenance, coverage and state (issue #35). */
@Entity('crop_dataset')
export class CropDatasetEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** `indicators` | `production` | `yield-history` | `zone-outlines`. */
  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Column({ type: 'varchar', length: 500 })
  source: string;

  @Column({ type: 'varchar', length: 200 })
  licence: string;

  @Column({ type: 'varchar', length: 1000 })
  citation: string;

  @Column({ type: 'boolean' })
  synthetic: boolean;

  @Column({ type: 'varchar', length: 30, name: 'period_start', nullable: true })
  periodStart: string | null;

  @Column({ type: 'varchar', length: 30, name: 'period_end', nullable: true })
  periodEnd: string | null;

  @Column({ type: 'integer', name: 'period_count' })
  periodCount: number;

  @Column({ type: 'integer', name: 'unit_count' })
  unitCount: number;

  /** Crops or indicator codes covered. */
  @Column({ type: 'simple-json' })
  items: string[];

  @Column({ type: 'integer', name: 'row_count' })
  rowCount: number;

  /** 1 for a new name; another import of the same kind and name counts up. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  /** `draft` | `active` | `archived`. */
  @Column({ type: 'varchar', length: 10 })
  state: string;

  @Column({ type: 'varchar', length: 255, name: 'file_name', nullable: true })
  fileName: string | null;

  /** sha256 of the imported file's bytes: the same file imported again adds nothing. */
  @Index('idx_crop_dataset_file_sha256')
  @Column({ type: 'varchar', length: 64, name: 'file_sha256', nullable: true })
  fileSha256: string | null;

  @Column({ type: 'varchar', length: 32, name: 'import_by', nullable: true })
  importBy: string | null;

  @DateTimeColumn({ name: 'import_time' })
  importTime: Date | null;

  @Column({ type: 'varchar', length: 32, name: 'update_by', nullable: true })
  updateBy: string | null;

  @DateTimeColumn({ name: 'update_time' })
  updateTime: Date | null;
}

/** `crop_yield`: one yield-history figure (dataset, unit, crop, year → t/ha); unique per dataset, unit, crop and year. */
@Entity('crop_yield')
@Index('uq_crop_yield_key', ['datasetId', 'unitCode', 'crop', 'year'], { unique: true })
export class CropYieldEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'dataset_id' })
  datasetId: string;

  @Column({ type: 'varchar', length: 60, name: 'unit_code' })
  unitCode: string;

  @Column({ type: 'varchar', length: 100, name: 'unit_name' })
  unitName: string;

  /** `country` | `former` | `aggregate`. */
  @Column({ type: 'varchar', length: 10, name: 'unit_kind' })
  unitKind: string;

  @Column({ type: 'varchar', length: 20 })
  crop: string;

  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'double precision', name: 'yield_t_ha' })
  yieldTHa: number;
}

const num = (name: string) => Column({ type: 'double precision', name, nullable: true });

/**
 * `crop_dataset_indicator`: one imported indicator row (dataset, unit, period); the value and departure columns
 * of the indicator table layout, null where the file had no value. Demo figures stay in `crop_indicator`.
 */
@Entity('crop_dataset_indicator')
export class CropDatasetIndicatorEntity {
  @PrimaryColumn({ type: 'varchar', length: 32, name: 'dataset_id' })
  datasetId: string;

  @PrimaryColumn({ type: 'varchar', length: 20, name: 'unit_code' })
  unitCode: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  period: string;

  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'varchar', length: 10 })
  season: string;

  @num('rain_mm') rainMm: number | null;
  @num('rain_dep_pct') rainDepPct: number | null;
  @num('temp_c') tempC: number | null;
  @num('temp_dep_c') tempDepC: number | null;
  @num('radpar_mj_m2') radparMjM2: number | null;
  @num('radpar_dep_pct') radparDepPct: number | null;
  @num('biomss_gdm_m2') biomssGdmM2: number | null;
  @num('biomss_dep_pct') biomssDepPct: number | null;
  @num('calf_pct') calfPct: number | null;
  @num('calf_dep_pct') calfDepPct: number | null;
  @num('vcix') vcix: number | null;
  @num('ci_pct') ciPct: number | null;
  @num('ci_dep_pct') ciDepPct: number | null;
  @num('cpi') cpi: number | null;
}

/** `crop_dataset_production`: one imported production estimate (dataset, unit, crop, year → kt and change %). */
@Entity('crop_dataset_production')
export class CropDatasetProductionEntity {
  @PrimaryColumn({ type: 'varchar', length: 32, name: 'dataset_id' })
  datasetId: string;

  @PrimaryColumn({ type: 'varchar', length: 20, name: 'unit_code' })
  unitCode: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  crop: string;

  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ type: 'double precision', name: 'production_kt' })
  productionKt: number;

  @num('change_pct') changePct: number | null;
}
