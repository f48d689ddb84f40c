import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** `sys_depart_permission`: the menus and buttons a department may hand on to its department roles. */
@Entity('sys_depart_permission')
@Index('idx_sdp_depart_id', ['departId'])
export class DepartPermissionEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'depart_id' })
  departId: string;

  @Column({ type: 'varchar', length: 32, name: 'permission_id' })
  permissionId: string;

  @Column({ type: 'varchar', length: 1000, name: 'data_rule_ids', nullable: true })
  dataRuleIds: string | null;
}
