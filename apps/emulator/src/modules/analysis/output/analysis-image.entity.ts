import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { AnalysisImageKind } from '@cropwatch/contract';
import { AuditedEntity } from '../../../core/database/columns';

/** `analysis_image`: a chart or map rendered by the image generator; the SVG itself lives under the upload root. */
@Entity('analysis_image')
@Index('idx_aimg_create_time', ['createTime'])
export class AnalysisImageEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  kind: AnalysisImageKind;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 32 })
  indicator: string;

  /** Crop period code; null for a time profile (it spans every period). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  period: string | null;

  /** Unit codes drawn, in order. */
  @Column({ type: 'simple-json' })
  units: string[];

  @Column({ type: 'varchar', length: 4 })
  lang: 'zh' | 'en';

  /** Path below the upload root (`analysis/images/<id>.svg`). */
  @Column({ type: 'varchar', length: 200 })
  path: string;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;
}
