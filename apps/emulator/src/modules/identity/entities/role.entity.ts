import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_role` (contract §6.2). */
@Entity('sys_role')
export class RoleEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 200, name: 'role_name' })
  roleName: string;

  @Column({ type: 'varchar', length: 100, name: 'role_code', unique: true })
  roleCode: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  description: string | null;
}
