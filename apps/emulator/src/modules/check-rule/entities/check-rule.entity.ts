import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_check_rule` (contract §6.6, §8.3): `rule_json` is a JSON array of `{digits, pattern, message}`. */
@Entity('sys_check_rule')
export class CheckRuleEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, name: 'rule_name' })
  ruleName: string;

  @Column({ type: 'varchar', length: 100, name: 'rule_code', unique: true })
  ruleCode: string;

  @Column({ type: 'varchar', length: 1024, name: 'rule_json' })
  ruleJson: string;

  @Column({ type: 'varchar', length: 200, name: 'rule_description', nullable: true })
  ruleDescription: string | null;
}
