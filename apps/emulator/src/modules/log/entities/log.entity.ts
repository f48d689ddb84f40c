import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_log` (contract §6.6): log_type 1 login, 2 operation. */
@Entity('sys_log')
@Index('idx_sl_type_time', ['logType', 'createTime'])
export class LogEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'integer', name: 'log_type' })
  logType: number;

  @Column({ type: 'varchar', length: 1000, name: 'log_content', nullable: true })
  logContent: string | null;

  @Column({ type: 'integer', name: 'operate_type', nullable: true })
  operateType: number | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  userid: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  username: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  method: string | null;

  @Column({ type: 'varchar', length: 255, name: 'request_url', nullable: true })
  requestUrl: string | null;

  @Column({ type: 'text', name: 'request_param', nullable: true })
  requestParam: string | null;

  @Column({ type: 'varchar', length: 10, name: 'request_type', nullable: true })
  requestType: string | null;

  @Column({ type: 'bigint', name: 'cost_time', nullable: true })
  costTime: number | null;
}
