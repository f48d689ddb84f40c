import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_permission_data_rule`: row filters configured per menu (contract §6.4). */
@Entity('sys_permission_data_rule')
@Index('idx_spdr_permission_id', ['permissionId'])
export class PermissionDataRuleEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'permission_id' })
  permissionId: string;

  @Column({ type: 'varchar', length: 50, name: 'rule_name' })
  ruleName: string;

  @Column({ type: 'varchar', length: 50, name: 'rule_column', nullable: true })
  ruleColumn: string | null;

  @Column({ type: 'varchar', length: 50, name: 'rule_conditions' })
  ruleConditions: string;

  @Column({ type: 'varchar', length: 300, name: 'rule_value' })
  ruleValue: string;

  @Column({ type: 'varchar', length: 3, default: '1' })
  status: string;
}
