import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

export interface ChapterSectionRow {
  number: string;
  nameEn: string;
  nameZh: string;
}

/** A bulletin chapter (seeded from `seed/crop/chapters.json`). */
@Entity('analysis_chapter')
export class AnalysisChapterEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  number: string | null;

  @Column({ type: 'varchar', length: 200, name: 'name_zh' })
  nameZh: string;

  @Column({ type: 'varchar', length: 200, name: 'name_en' })
  nameEn: string;

  @Column({ type: 'text', name: 'description_zh', nullable: true })
  descriptionZh: string | null;

  @Column({ type: 'text', name: 'description_en', nullable: true })
  descriptionEn: string | null;

  @Column({ type: 'simple-json' })
  sections: ChapterSectionRow[];

  @Column({ type: 'integer', name: 'sort_no', default: 0 })
  sortNo: number;
}
