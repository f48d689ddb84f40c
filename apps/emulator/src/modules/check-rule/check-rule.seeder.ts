import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { checkRuleItemSchema } from '@cropwatch/contract';
import { readSeedFile } from '../../core/seed/seed-file';
import { FreshDatabaseSeeder } from '../../core/seed/seeder';
import { parseRuleJson } from './check-rule.evaluator';
import { CheckRuleEntity } from './entities/check-rule.entity';

/** Shape of `seed/check-rules.json`, checked before anything is written. */
export const checkRuleSeedSchema = z.object({
  rules: z.array(
    z.object({
      id: z.string().regex(/^[0-9a-f]{32}$/),
      ruleCode: z.string().min(1).max(100),
      ruleName: z.string().min(1).max(100),
      ruleDescription: z.string().max(200).optional(),
      rules: z.array(checkRuleItemSchema).min(1),
    }),
  ),
});

/** Seeds the check rules (the `common` rule of contract §8.3 among them) into a fresh database (no users yet). */
@Injectable()
export class CheckRuleSeeder extends FreshDatabaseSeeder {
  protected readonly table = CheckRuleEntity;

  protected async seed(): Promise<string> {
    const repo = this.db.getRepository(CheckRuleEntity);
    const { rules } = readSeedFile(this.config.seedDir, 'check-rules.json', checkRuleSeedSchema);
    const now = new Date(this.clock.now());
    const rows = rules.map((r) => {
      const ruleJson = JSON.stringify(r.rules);
      parseRuleJson(ruleJson);
      return {
        id: r.id,
        ruleCode: r.ruleCode,
        ruleName: r.ruleName,
        ruleDescription: r.ruleDescription ?? null,
        ruleJson,
        createBy: 'admin',
        createTime: now,
        updateBy: null,
        updateTime: null,
      };
    });
    await repo.createQueryBuilder().insert().into(CheckRuleEntity).values(rows).updateEntity(false).execute();
    return `${rows.length} check rules`;
  }
}
