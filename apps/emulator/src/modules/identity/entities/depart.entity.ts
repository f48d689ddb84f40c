import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_depart` (contract §6.3). */
@Entity('sys_depart')
@Index('idx_sd_parent_id', ['parentId'])
export class DepartEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'parent_id', nullable: true })
  parentId: string | null;

  @Column({ type: 'varchar', length: 100, name: 'depart_name' })
  departName: string;

  @Column({ type: 'varchar', length: 500, name: 'depart_name_en', nullable: true })
  departNameEn: string | null;

  @Column({ type: 'varchar', length: 500, name: 'depart_name_abbr', nullable: true })
  departNameAbbr: string | null;

  @Column({ type: 'integer', name: 'depart_order', default: 0 })
  departOrder: number;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 10, name: 'org_category', default: '1' })
  orgCategory: string;

  @Column({ type: 'varchar', length: 10, name: 'org_type', nullable: true })
  orgType: string | null;

  @Column({ type: 'varchar', length: 64, name: 'org_code', unique: true })
  orgCode: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  mobile: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  fax: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  memo: string | null;

  @Column({ type: 'varchar', length: 1, default: '1' })
  status: string;

  @Column({ type: 'varchar', length: 1, name: 'del_flag', default: '0' })
  delFlag: string;

  @Column({ type: 'varchar', length: 100, name: 'qywx_identifier', nullable: true })
  qywxIdentifier: string | null;
}
