import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/** One run of a scheduled job (emulator extension: JeecgBoot keeps no run history). */
@Entity('sys_quartz_job_log')
@Index('idx_sqjl_job_id_start_time', ['jobId', 'startTime'])
export class QuartzJobLogEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'job_id' })
  jobId: string;

  @Column({ type: 'varchar', length: 255, name: 'job_class_name' })
  jobClassName: string;

  /** `schedule` or `manual`; the column avoids the SQL keyword `trigger`. */
  @Column({ type: 'varchar', length: 16, name: 'trigger_type' })
  trigger: string;

  /** `running`, `success`, `failed` or `skipped-overlap`. */
  @Column({ type: 'varchar', length: 20 })
  status: string;

  @DateTimeColumn({ name: 'start_time', nullable: false })
  startTime: Date;

  @DateTimeColumn({ name: 'end_time' })
  endTime: Date | null;

  @Column({ type: 'integer', name: 'duration_ms', nullable: true })
  durationMs: number | null;

  @Column({ type: 'text', nullable: true })
  result: string | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The emulator instance that ran it (`INSTANCE_ID`, else host:pid; issue #16). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  instance: string | null;
}
