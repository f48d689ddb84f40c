import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { AoiGeometry, CropTaskSummary } from '@cropwatch/contract';
import { AuditedEntity, DateTimeColumn } from '../../../core/database/columns';

/** `crop_task`: a monitoring task with its area of interest (GeoJSON) and, once analysed, its summary. */
@Entity('crop_task')
@Index('idx_ct_create_by', ['createBy'])
export class CropTaskEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, name: 'task_name' })
  taskName: string;

  @Column({ type: 'varchar', length: 20 })
  crop: string;

  @Column({ type: 'varchar', length: 20 })
  period: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 10, name: 'aoi_type' })
  aoiType: string;

  @Column({ type: 'varchar', length: 20, name: 'aoi_code', nullable: true })
  aoiCode: string | null;

  @Column({ type: 'simple-json', name: 'aoi_geometry' })
  aoiGeometry: AoiGeometry;

  @Column({ type: 'double precision', name: 'area_km2' })
  areaKm2: number;

  @Column({ type: 'varchar', length: 10 })
  status: string;

  @Column({ type: 'simple-json', nullable: true })
  summary: CropTaskSummary | null;

  @Column({ type: 'varchar', length: 500, name: 'fail_reason', nullable: true })
  failReason: string | null;

  @DateTimeColumn({ name: 'submit_time' })
  submitTime: Date | null;
}
