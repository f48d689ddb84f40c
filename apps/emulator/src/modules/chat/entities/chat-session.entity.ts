import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity, DateTimeColumn } from '../../../core/database/columns';

/** `chat_session`: one conversation of one user. */
@Entity('chat_session')
@Index('idx_cs_user_id', ['userId'])
export class ChatSessionEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'user_id' })
  userId: string;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'varchar', length: 32, name: 'app_id', nullable: true })
  appId: string | null;

  @Column({ type: 'integer', name: 'message_count', default: 0 })
  messageCount: number;

  /** Comma list of the knowledge bases the conversation draws on, as last sent (migration 1795740000062). */
  @Column({ type: 'varchar', length: 2000, name: 'kb_ids', nullable: true })
  kbIds: string | null;

  @DateTimeColumn({ name: 'last_message_time' })
  lastMessageTime: Date | null;
}
