import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_position` (contract §6.6): `code` is what `sys_user.post` stores. */
@Entity('sys_position')
export class PositionEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 10, name: 'post_rank', nullable: true })
  postRank: string | null;

  @Column({ type: 'varchar', length: 64, name: 'company_id', nullable: true })
  companyId: string | null;

  @Column({ type: 'varchar', length: 64, name: 'sys_org_code', nullable: true })
  sysOrgCode: string | null;
}
