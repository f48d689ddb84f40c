import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/** One SMS code sent, kept an hour for the per-phone and per-IP rate limits (issue #14). */
@Entity('sys_sms_send_log')
@Index('idx_ssl_mobile_time', ['mobile', 'sendTime'])
@Index('idx_ssl_ip_time', ['ip', 'sendTime'])
export class SmsSendLogEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  mobile: string;

  @Column({ type: 'varchar', length: 100 })
  ip: string;

  @DateTimeColumn({ name: 'send_time', nullable: false })
  sendTime: Date;
}
