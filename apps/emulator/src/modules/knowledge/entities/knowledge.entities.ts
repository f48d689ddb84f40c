import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `chat_kb`: a knowledge base of uploaded documents (issue #34). */
@Entity('chat_kb')
export class KnowledgeBaseEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  /** Comma list of the role codes that may read it (besides its creator and admin); empty: everyone. */
  @Column({ type: 'varchar', length: 1000, name: 'read_roles', default: '' })
  readRoles: string;

  /** Comma list of the depart ids whose members may read it (migration 1795740000062); empty: no department rule. */
  @Column({ type: 'varchar', length: 2000, name: 'read_departs', default: '' })
  readDeparts: string;
}

/** `chat_kb_document`: one uploaded document; its file lives below `DATA_DIR/upload/knowledge/<kb>/`. */
@Entity('chat_kb_document')
@Index('idx_ckd_kb_id', ['kbId'])
export class KnowledgeDocumentEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'kb_id' })
  kbId: string;

  /** The original file name as shown (cleaned, never used as a path). */
  @Column({ type: 'varchar', length: 255, name: 'file_name' })
  fileName: string;

  @Column({ type: 'varchar', length: 10, name: 'file_type' })
  fileType: string;

  @Column({ type: 'integer', name: 'file_size' })
  size: number;

  /** Path below the upload root (generated name). */
  @Column({ type: 'varchar', length: 500, name: 'stored_path' })
  storedPath: string;

  @Column({ type: 'varchar', length: 20 })
  status: string;

  @Column({ type: 'varchar', length: 500, name: 'fail_reason', nullable: true })
  failReason: string | null;

  @Column({ type: 'integer', name: 'passage_count', default: 0 })
  passageCount: number;
}

/** `chat_kb_passage`: a retrievable passage of a document, in reading order. */
@Entity('chat_kb_passage')
@Index('idx_ckp_document_id', ['documentId'])
@Index('idx_ckp_kb_id', ['kbId'])
export class KnowledgePassageEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'kb_id' })
  kbId: string;

  @Column({ type: 'varchar', length: 32, name: 'document_id' })
  documentId: string;

  @Column({ type: 'integer' })
  seq: number;

  @Column({ type: 'varchar', length: 300, nullable: true })
  heading: string | null;

  /** 1-based PDF page the passage is on; null for unpaged formats (migration 1795740000062). */
  @Column({ type: 'integer', nullable: true })
  page: number | null;

  @Column({ type: 'text' })
  text: string;
}
