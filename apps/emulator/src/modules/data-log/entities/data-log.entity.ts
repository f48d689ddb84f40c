import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_data_log` (contract §6.6): one versioned JSON snapshot of a record after an add or an update. */
@Entity('sys_data_log')
@Index('idx_sdl_table_data', ['dataTable', 'dataId', 'dataVersion'])
export class DataLogEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'data_table' })
  dataTable: string;

  @Column({ type: 'varchar', length: 32, name: 'data_id' })
  dataId: string;

  @Column({ type: 'text', name: 'data_content' })
  dataContent: string;

  @Column({ type: 'integer', name: 'data_version' })
  dataVersion: number;

  @Column({ type: 'varchar', length: 100, name: 'create_name', nullable: true })
  createName: string | null;
}
