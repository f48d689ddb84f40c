import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity, DateTimeColumn } from '../../../core/database/columns';

/** `sys_sms` (JeecgBoot's SysMessage): one message to one receiver and its delivery state. */
@Entity('sys_sms')
@Index('idx_ss_status', ['esSendStatus'])
export class SysMessageEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, name: 'es_title' })
  esTitle: string;

  /** `messageType` dictionary: system, email, dingtalk, wechat_enterprise. */
  @Column({ type: 'varchar', length: 20, name: 'es_type' })
  esType: string;

  /** A username (or user id) of the receiver. */
  @Column({ type: 'varchar', length: 100, name: 'es_receiver' })
  esReceiver: string;

  /** The placeholder values, as JSON. */
  @Column({ type: 'text', name: 'es_param', nullable: true })
  esParam: string | null;

  @Column({ type: 'text', name: 'es_content', nullable: true })
  esContent: string | null;

  @DateTimeColumn({ name: 'es_send_time' })
  esSendTime: Date | null;

  /** 0 unsent, 1 sent, 2 failed (`msgSendStatus`). */
  @Column({ type: 'varchar', length: 1, name: 'es_send_status', default: '0' })
  esSendStatus: string;

  @Column({ type: 'integer', name: 'es_send_num', default: 0 })
  esSendNum: number;

  @Column({ type: 'varchar', length: 255, name: 'es_result', nullable: true })
  esResult: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark: string | null;
}
