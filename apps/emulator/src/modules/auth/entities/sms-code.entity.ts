import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/** An SMS verification code, kept per mobile number for 600 s like JeecgBoot's Redis entry. */
@Entity('sys_sms_code')
export class SmsCodeEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  mobile: string;

  @Column({ type: 'varchar', length: 10 })
  code: string;

  /** "0" login, "1" register, "2" forgotten password. */
  @Column({ type: 'varchar', length: 1 })
  smsmode: string;

  @DateTimeColumn({ name: 'expire_time', nullable: false })
  expireTime: Date;
}
