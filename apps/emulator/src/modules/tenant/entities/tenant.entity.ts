import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/** `sys_tenant` (contract §6.6): integer ids assigned by hand; status 1 normal, 0 frozen. */
@Entity('sys_tenant')
export class TenantEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @DateTimeColumn({ name: 'create_time' })
  createTime: Date | null;

  @Column({ type: 'varchar', length: 100, name: 'create_by', nullable: true })
  createBy: string | null;

  @DateTimeColumn({ name: 'begin_date' })
  beginDate: Date | null;

  @DateTimeColumn({ name: 'end_date' })
  endDate: Date | null;

  @Column({ type: 'integer', default: 1 })
  status: number;
}
