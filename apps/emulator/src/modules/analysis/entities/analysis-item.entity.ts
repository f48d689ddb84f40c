import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { AnalysisItemStatus } from '@cropwatch/contract';
import { AuditedEntity, DateTimeColumn } from '../../../core/database/columns';

export type AnalysisFileType = 'image' | 'table';
export type AnalysisTableSource = 'indicators' | 'upload';

/** `analysis_item`: one section of a bulletin (a zone of a partition under a chapter) and its generation state. */
@Entity('analysis_item')
@Index('idx_ai_analysis_id', ['analysisId'])
@Index('idx_ai_partition_id', ['partitionId'])
@Index('idx_ai_zone_id', ['zoneId'])
@Index('idx_ai_status', ['status'])
export class AnalysisItemEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'analysis_id' })
  analysisId: string;

  @Column({ type: 'varchar', length: 32, name: 'chapter_code' })
  chapterCode: string;

  @Column({ type: 'varchar', length: 32, name: 'partition_id' })
  partitionId: string;

  @Column({ type: 'varchar', length: 32, name: 'zone_id' })
  zoneId: string;

  @Column({ type: 'varchar', length: 32, name: 'cue_word_id', nullable: true })
  cueWordId: string | null;

  @Column({ type: 'integer', name: 'cue_word_version', nullable: true })
  cueWordVersion: number | null;

  @Column({ type: 'text' })
  prompt: string;

  @Column({ type: 'text', name: 'background_knowledge', nullable: true })
  backgroundKnowledge: string | null;

  @Column({ type: 'varchar', length: 10, name: 'file_type' })
  fileType: AnalysisFileType;

  @Column({ type: 'varchar', length: 10, name: 'table_source', nullable: true })
  tableSource: AnalysisTableSource | null;

  @Column({ type: 'varchar', length: 500, name: 'table_file', nullable: true })
  tableFile: string | null;

  @Column({ type: 'varchar', length: 500, name: 'image_path', nullable: true })
  imagePath: string | null;

  @Column({ type: 'integer', name: 'sort_no', default: 0 })
  sortNo: number;

  @Column({ type: 'varchar', length: 16 })
  status: AnalysisItemStatus;

  /** Status before the item was queued, restored by a cancel (null unless waiting). */
  @Column({ type: 'varchar', length: 16, name: 'previous_status', nullable: true })
  previousStatus: AnalysisItemStatus | null;

  /** When the item was queued: the FIFO order, also after a restart. */
  @DateTimeColumn({ name: 'queued_time' })
  queuedTime: Date | null;

  @Column({ type: 'text', name: 'error_message', nullable: true })
  errorMessage: string | null;

  /** The latest text version, copied here so lists and exports need no join. */
  @Column({ type: 'text', name: 'generated_text', nullable: true })
  generatedText: string | null;

  /** Number of the current text version; 0 before the first. */
  @Column({ type: 'integer', default: 0 })
  version: number;
}
