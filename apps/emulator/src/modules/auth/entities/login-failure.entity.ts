import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/** The `LOGIN_FAIL_<username>` counter of JeecgBoot 3.5+: wrong passwords in a sliding 10-minute window. */
@Entity('sys_login_failure')
export class LoginFailureEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'integer', name: 'fail_count', default: 0 })
  failCount: number;

  @DateTimeColumn({ name: 'last_fail_time', nullable: false })
  lastFailTime: Date;
}
