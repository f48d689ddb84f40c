import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/** An issued image captcha: JeecgBoot keeps it in Redis for 60 s; here one row, deleted when used. */
@Entity('sys_captcha')
export class CaptchaEntity {
  /** The `{key}` of `/sys/randomImage/{key}`, sent back as `checkKey`. */
  @PrimaryColumn({ type: 'varchar', length: 64, name: 'check_key' })
  checkKey: string;

  /** Lower-cased; the comparison is case-insensitive. */
  @Column({ type: 'varchar', length: 16 })
  code: string;

  @DateTimeColumn({ name: 'expire_time', nullable: false })
  expireTime: Date;
}
