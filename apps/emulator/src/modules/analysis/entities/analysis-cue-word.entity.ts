import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** A versioned prompt template with `{variables}` and the sample values its preview uses. */
@Entity('analysis_cue_word')
export class AnalysisCueWordEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  @Column({ type: 'varchar', length: 32, name: 'chapter_code', nullable: true })
  chapterCode: string | null;

  @Column({ type: 'varchar', length: 4 })
  lang: 'zh' | 'en';

  @Column({ type: 'text' })
  template: string;

  @Column({ type: 'simple-json', name: 'sample_values' })
  sampleValues: Record<string, string>;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ type: 'integer', default: 1 })
  version: number;
}
