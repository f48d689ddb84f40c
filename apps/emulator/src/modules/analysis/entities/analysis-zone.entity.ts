import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { AnalysisZoneLevel } from '@cropwatch/contract';
import { AuditedEntity } from '../../../core/database/columns';

/** `analysis_zone`: a spatial unit of the crop data (MPZ, AEZ or country) inside one partition. */
@Entity('analysis_zone')
@Index('uq_az_partition_code', ['partitionId', 'code'], { unique: true })
@Index('idx_az_code', ['code'])
export class AnalysisZoneEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'partition_id' })
  partitionId: string;

  /** Crop-data unit code (`NAM`, `IND-96`, `IND`). */
  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'varchar', length: 200, name: 'name_zh' })
  nameZh: string;

  @Column({ type: 'varchar', length: 200, name: 'name_en' })
  nameEn: string;

  @Column({ type: 'varchar', length: 10 })
  level: AnalysisZoneLevel;

  @Column({ type: 'varchar', length: 3, name: 'country_iso3', nullable: true })
  countryIso3: string | null;

  @Column({ type: 'integer', name: 'sort_no', default: 0 })
  sortNo: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark: string | null;
}
