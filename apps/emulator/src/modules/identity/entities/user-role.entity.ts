import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** `sys_user_role`: which roles a user holds. */
@Entity('sys_user_role')
@Index('idx_sur_user_id', ['userId'])
@Index('idx_sur_role_id', ['roleId'])
export class UserRoleEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'user_id' })
  userId: string;

  @Column({ type: 'varchar', length: 32, name: 'role_id' })
  roleId: string;
}
