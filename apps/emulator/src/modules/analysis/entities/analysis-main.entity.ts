import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { AnalysisPeriod } from '@cropwatch/contract';
import { AuditedEntity } from '../../../core/database/columns';

/** `analysis_main`: one bulletin (year, monitoring period, stage, title, language); its status is derived. */
@Entity('analysis_main')
@Index('idx_am_year_period', ['year', 'period'])
@Index('idx_am_create_time', ['createTime'])
export class AnalysisMainEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'varchar', length: 10 })
  period: AnalysisPeriod;

  /** Crop stage code of `seed/crop/stages.json`. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  stage: string | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 4 })
  lang: 'zh' | 'en';

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark: string | null;

  /** The indicators dataset the analysis reads (the active one when it was created; issue #35). */
  @Column({ type: 'varchar', length: 32, name: 'dataset_id', nullable: true })
  datasetId: string | null;

  @Column({ type: 'integer', name: 'dataset_version', nullable: true })
  datasetVersion: number | null;
}
