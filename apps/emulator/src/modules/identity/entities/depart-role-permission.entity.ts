import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/** `sys_depart_role_permission`: the menus and buttons granted to a department role. */
@Entity('sys_depart_role_permission')
@Index('idx_sdrp_role_id', ['roleId'])
@Index('idx_sdrp_depart_id', ['departId'])
export class DepartRolePermissionEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'depart_id', nullable: true })
  departId: string | null;

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
