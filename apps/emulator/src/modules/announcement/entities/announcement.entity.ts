import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity, DateTimeColumn } from '../../../core/database/columns';

/** `sys_announcement` (contract §7.1); `titile` is JeecgBoot's spelling, kept on purpose. */
@Entity('sys_announcement')
export class AnnouncementEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  titile: string;

  @Column({ type: 'text', name: 'msg_content', nullable: true })
  msgContent: string | null;

  @DateTimeColumn({ name: 'start_time' })
  startTime: Date | null;

  @DateTimeColumn({ name: 'end_time' })
  endTime: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  sender: string | null;

  @Column({ type: 'varchar', length: 255 })
  priority: string;

  @Column({ type: 'varchar', length: 10, name: 'msg_category', default: '2' })
  msgCategory: string;

  @Column({ type: 'varchar', length: 10, name: 'msg_type' })
  msgType: string;

  @Column({ type: 'varchar', length: 10, name: 'send_status', default: '0' })
  sendStatus: string;

  @DateTimeColumn({ name: 'send_time' })
  sendTime: Date | null;

  @DateTimeColumn({ name: 'cancel_time' })
  cancelTime: Date | null;

  @Column({ type: 'varchar', length: 1, name: 'del_flag', default: '0' })
  delFlag: string;

  @Column({ type: 'varchar', length: 20, name: 'bus_type', nullable: true })
  busType: string | null;

  @Column({ type: 'varchar', length: 50, name: 'bus_id', nullable: true })
  busId: string | null;

  @Column({ type: 'varchar', length: 20, name: 'open_type', nullable: true })
  openType: string | null;

  @Column({ type: 'varchar', length: 255, name: 'open_page', nullable: true })
  openPage: string | null;

  /** Comma list of user ids that must end with a comma (quirk §14.13). */
  @Column({ type: 'text', name: 'user_ids', nullable: true })
  userIds: string | null;

  @Column({ type: 'text', name: 'msg_abstract', nullable: true })
  msgAbstract: string | null;

  @Column({ type: 'varchar', length: 100, name: 'dt_task_id', nullable: true })
  dtTaskId: string | null;
}
