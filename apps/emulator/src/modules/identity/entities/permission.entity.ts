import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_permission`: menus (menu_type 0/1) and buttons (2), columns as contract §6.4. */
@Entity('sys_permission')
@Index('idx_sp_parent_id', ['parentId'])
@Index('idx_sp_sort_no', ['sortNo'])
export class PermissionEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'parent_id', nullable: true })
  parentId: string | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  url: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  component: string | null;

  @Column({ type: 'varchar', length: 100, name: 'component_name', nullable: true })
  componentName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  redirect: string | null;

  @Column({ type: 'integer', name: 'menu_type' })
  menuType: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  perms: string | null;

  @Column({ type: 'varchar', length: 10, name: 'perms_type', default: '0' })
  permsType: string;

  @Column({ type: 'double precision', name: 'sort_no', default: 0 })
  sortNo: number;

  @Column({ type: 'smallint', name: 'always_show', default: 0 })
  alwaysShow: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  icon: string | null;

  @Column({ type: 'smallint', name: 'is_route', default: 1 })
  isRoute: number;

  @Column({ type: 'smallint', name: 'is_leaf', default: 1 })
  isLeaf: number;

  @Column({ type: 'smallint', name: 'keep_alive', default: 0 })
  keepAlive: number;

  @Column({ type: 'smallint', default: 0 })
  hidden: number;

  @Column({ type: 'smallint', name: 'hide_tab', default: 0 })
  hideTab: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  description: string | null;

  @Column({ type: 'integer', name: 'del_flag', default: 0 })
  delFlag: number;

  @Column({ type: 'integer', name: 'rule_flag', default: 0 })
  ruleFlag: number;

  @Column({ type: 'varchar', length: 2, default: '1' })
  status: string;

  @Column({ type: 'smallint', name: 'internal_or_external', default: 0 })
  internalOrExternal: number;
}
