import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_dict_item` (contract §4.1). status 1 enabled, 0 disabled. */
@Entity('sys_dict_item')
@Index('idx_sdi_dict_id', ['dictId'])
export class DictItemEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'dict_id' })
  dictId: string;

  @Column({ type: 'varchar', length: 100, name: 'item_text' })
  itemText: string;

  @Column({ type: 'varchar', length: 100, name: 'item_value' })
  itemValue: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  description: string | null;

  @Column({ type: 'integer', name: 'sort_order', default: 0 })
  sortOrder: number;

  @Column({ type: 'integer', default: 1 })
  status: number;
}
