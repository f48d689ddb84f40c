import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_category` (contract §6.6, §8.4): root rows have `pid = '0'`; `has_child` is '1' for a parent. */
@Entity('sys_category')
@Index('idx_sc_pid', ['pid'])
export class CategoryEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, default: '0' })
  pid: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 3, name: 'has_child', nullable: true })
  hasChild: string | null;

  @Column({ type: 'varchar', length: 64, name: 'sys_org_code', nullable: true })
  sysOrgCode: string | null;
}
