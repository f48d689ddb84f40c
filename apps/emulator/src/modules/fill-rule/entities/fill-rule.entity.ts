import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_fill_rule` (contract §6.6): `rule_class` names a built-in generator, `rule_params` is a JSON object. */
@Entity('sys_fill_rule')
export class FillRuleEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, name: 'rule_name' })
  ruleName: string;

  @Column({ type: 'varchar', length: 100, name: 'rule_code', unique: true })
  ruleCode: string;

  @Column({ type: 'varchar', length: 200, name: 'rule_class' })
  ruleClass: string;

  @Column({ type: 'varchar', length: 1000, name: 'rule_params', nullable: true })
  ruleParams: string | null;
}

/** `sys_fill_rule_seq`: the last number handed out per rule and period (one atomic upsert per call). */
@Entity('sys_fill_rule_seq')
export class FillRuleSequenceEntity {
  @PrimaryColumn({ type: 'varchar', length: 100, name: 'rule_code' })
  ruleCode: string;

  @PrimaryColumn({ type: 'varchar', length: 16, name: 'seq_period' })
  seqPeriod: string;

  @Column({ type: 'integer', name: 'seq_value' })
  seqValue: number;
}
