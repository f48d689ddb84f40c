import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_data_source` (contract §6.6); `db_password` holds the AES-GCM ciphertext (`password-cipher.ts`). */
@Entity('sys_data_source')
export class DataSourceEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  remark: string | null;

  @Column({ type: 'varchar', length: 10, name: 'db_type', nullable: true })
  dbType: string | null;

  @Column({ type: 'varchar', length: 100, name: 'db_driver', nullable: true })
  dbDriver: string | null;

  @Column({ type: 'varchar', length: 500, name: 'db_url', nullable: true })
  dbUrl: string | null;

  @Column({ type: 'varchar', length: 100, name: 'db_name', nullable: true })
  dbName: string | null;

  @Column({ type: 'varchar', length: 100, name: 'db_username', nullable: true })
  dbUsername: string | null;

  @Column({ type: 'varchar', length: 400, name: 'db_password', nullable: true })
  dbPassword: string | null;

  @Column({ type: 'varchar', length: 64, name: 'sys_org_code', nullable: true })
  sysOrgCode: string | null;
}
