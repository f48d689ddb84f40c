import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity, DateTimeColumn } from '../../../core/database/columns';

/** `sys_announcement_send`: one row per (announcement, user) with the read flag ("0" unread, "1" read). */
@Entity('sys_announcement_send')
@Index('idx_sas_user_annt', ['userId', 'anntId'])
export class AnnouncementSendEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'annt_id' })
  anntId: string;

  @Column({ type: 'varchar', length: 32, name: 'user_id' })
  userId: string;

  @Column({ type: 'varchar', length: 10, name: 'read_flag', default: '0' })
  readFlag: string;

  @DateTimeColumn({ name: 'read_time' })
  readTime: Date | null;
}
