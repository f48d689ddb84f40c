import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `analysis_partition`: a group of zones one bulletin section walks through (`MPZ`, `CHN`, `IND`). */
@Entity('analysis_partition')
export class AnalysisPartitionEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 200, name: 'name_zh' })
  nameZh: string;

  @Column({ type: 'varchar', length: 200, name: 'name_en' })
  nameEn: string;

  /** Chapter whose items usually use this partition; null for any. */
  @Column({ type: 'varchar', length: 32, name: 'chapter_code', nullable: true })
  chapterCode: string | null;

  @Column({ type: 'integer', name: 'sort_no', default: 0 })
  sortNo: number;
}
