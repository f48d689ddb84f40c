import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_user` (contract §6.1). The password column holds a scrypt hash and is never serialised. */
@Entity('sys_user')
// The user list's default order (Vue2 sends column=createTime&order=desc).
@Index('idx_su_create_time', ['createTime'])
// Prefix searches on the phone (issue #17): a NOCASE expression index made by its migration, left alone here.
@Index('idx_su_phone_nocase', { synchronize: false })
export class UserEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  username: string;

  @Column({ type: 'varchar', length: 100 })
  realname: string;

  @Column({ type: 'varchar', length: 255 })
  password: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  avatar: string | null;

  @Column({ type: 'date', nullable: true })
  birthday: string | null;

  @Column({ type: 'smallint', nullable: true })
  sex: number | null;

  @Column({ type: 'varchar', length: 45, nullable: true, unique: true })
  email: string | null;

  @Column({ type: 'varchar', length: 45, nullable: true, unique: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 64, name: 'org_code', nullable: true })
  orgCode: string | null;

  @Column({ type: 'smallint', default: 1 })
  status: number;

  @Column({ type: 'smallint', name: 'del_flag', default: 0 })
  delFlag: number;

  @Column({ type: 'smallint', name: 'activiti_sync', default: 1 })
  activitiSync: number;

  @Column({ type: 'varchar', length: 100, name: 'work_no', nullable: true, unique: true })
  workNo: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  post: string | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  telephone: string | null;

  @Column({ type: 'smallint', name: 'user_identity', nullable: true })
  userIdentity: number | null;

  @Column({ type: 'text', name: 'depart_ids', nullable: true })
  departIds: string | null;

  @Column({ type: 'varchar', length: 100, name: 'rel_tenant_ids', nullable: true })
  relTenantIds: string | null;

  @Column({ type: 'varchar', length: 64, name: 'client_id', nullable: true })
  clientId: string | null;
}
