import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `oss_file` (OssFile of JeecgBoot): `url` is the stored path below the upload root. */
@Entity('oss_file')
export class OssFileEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 255, name: 'file_name' })
  fileName: string;

  @Column({ type: 'varchar', length: 500 })
  url: string;
}
