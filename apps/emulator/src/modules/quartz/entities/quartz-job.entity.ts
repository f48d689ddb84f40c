import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_quartz_job` (contract §11): the job key is the row id; the row is the scheduler's durable state. */
@Entity('sys_quartz_job')
export class QuartzJobEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'integer', name: 'del_flag', nullable: true, default: 0 })
  delFlag: number | null;

  @Column({ type: 'varchar', length: 255, name: 'job_class_name' })
  jobClassName: string;

  @Column({ type: 'varchar', length: 255, name: 'cron_expression' })
  cronExpression: string;

  /** Handed to the job as its `parameter` job-data entry, a plain string. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  parameter: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  description: string | null;

  /** 0 running, -1 stopped (`quartz_status`). */
  @Column({ type: 'integer', default: -1 })
  status: number;
}
