import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/** `sys_role_permission`: menus and buttons granted to a role. */
@Entity('sys_role_permission')
@Index('idx_srp_role_id', ['roleId'])
@Index('idx_srp_permission_id', ['permissionId'])
export class RolePermissionEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'role_id' })
  roleId: string;

  @Column({ type: 'varchar', length: 32, name: 'permission_id' })
  permissionId: string;

  @Column({ type: 'varchar', length: 1000, name: 'data_rule_ids', nullable: true })
  dataRuleIds: string | null;

  @DateTimeColumn({ name: 'operate_date' })
  operateDate: Date | null;

  @Column({ type: 'varchar', length: 100, name: 'operate_ip', nullable: true })
  operateIp: string | null;
}
