import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** `sys_depart_role_user`: which department roles a user holds. */
@Entity('sys_depart_role_user')
@Index('idx_sdru_user_id', ['userId'])
@Index('idx_sdru_drole_id', ['droleId'])
export class DepartRoleUserEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'user_id' })
  userId: string;

  @Column({ type: 'varchar', length: 32, name: 'drole_id' })
  droleId: string;
}
