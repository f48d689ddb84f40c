import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_dict` (contract §4.1). */
@Entity('sys_dict')
export class DictEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, name: 'dict_name' })
  dictName: string;

  @Column({ type: 'varchar', length: 100, name: 'dict_code', unique: true })
  dictCode: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  description: string | null;

  @Column({ type: 'integer', name: 'del_flag', default: 0 })
  delFlag: number;

  /** 0 string values, 1 number values. */
  @Column({ type: 'integer', default: 0 })
  type: number;
}
