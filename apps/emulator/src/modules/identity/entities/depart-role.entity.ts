import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_depart_role`: a role that exists inside one department. */
@Entity('sys_depart_role')
@Index('idx_sdr_depart_id', ['departId'])
export class DepartRoleEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'depart_id' })
  departId: string;

  @Column({ type: 'varchar', length: 200, name: 'role_name' })
  roleName: string;

  @Column({ type: 'varchar', length: 100, name: 'role_code' })
  roleCode: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  description: string | null;
}
