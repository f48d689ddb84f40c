import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity, DateTimeColumn } from '../../../core/database/columns';

/** `sys_user_agent` (SysUserAgent of 3.4.0): who stands in for a user, and when. */
@Entity('sys_user_agent')
@Index('idx_sys_user_agent_user', ['userName'])
export class UserAgentEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, name: 'user_name', nullable: true })
  userName: string | null;

  @Column({ type: 'varchar', length: 100, name: 'agent_user_name', nullable: true })
  agentUserName: string | null;

  @DateTimeColumn({ name: 'start_time' })
  startTime: Date | null;

  @DateTimeColumn({ name: 'end_time' })
  endTime: Date | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  status: string | null;

  @Column({ type: 'varchar', length: 50, name: 'create_name', nullable: true })
  createName: string | null;

  @Column({ type: 'varchar', length: 50, name: 'update_name', nullable: true })
  updateName: string | null;

  @Column({ type: 'varchar', length: 64, name: 'sys_org_code', nullable: true })
  sysOrgCode: string | null;

  @Column({ type: 'varchar', length: 64, name: 'sys_company_code', nullable: true })
  sysCompanyCode: string | null;
}
