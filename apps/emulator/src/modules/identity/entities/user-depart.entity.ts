import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** `sys_user_depart`: the departments a user belongs to. */
@Entity('sys_user_depart')
@Index('idx_sud_user_id', ['userId'])
@Index('idx_sud_dep_id', ['depId'])
export class UserDepartEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'user_id' })
  userId: string;

  @Column({ type: 'varchar', length: 32, name: 'dep_id' })
  depId: string;
}
