import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { checkFillRule } from '@cropwatch/contract';
import { readSeedFile } from '../../core/seed/seed-file';
import { FreshDatabaseSeeder } from '../../core/seed/seeder';
import { FillRuleEntity } from './entities/fill-rule.entity';

/** Shape of `seed/fill-rules.json`; each row's class and parameters pass the same check as a saved rule. */
export const fillRuleSeedSchema = z.object({
  rules: z.array(
    z.object({
      id: z.string().regex(/^\w{1,32}$/),
      ruleName: z.string().min(1).max(100),
      ruleCode: z.string().min(1).max(100),
      ruleClass: z.string().min(1),
      ruleParams: z.string().max(1000),
    }),
  ),
});

/** Reads and checks the seed file; throws naming the file and the first problem. */
export function readFillRuleSeed(seedDir: string): z.infer<typeof fillRuleSeedSchema> {
  const seed = readSeedFile(seedDir, 'fill-rules.json', fillRuleSeedSchema);
  for (const rule of seed.rules) {
    const checked = checkFillRule(rule.ruleClass, rule.ruleParams);
    if (!checked.ok) throw new Error(`seed/fill-rules.json: ${rule.ruleCode}: ${checked.message}`);
  }
  return seed;
}

/** Seeds JeecgBoot's demo fill rules into a fresh database (no users yet), as the check rules are seeded. */
@Injectable()
export class FillRuleSeeder extends FreshDatabaseSeeder {
  protected readonly table = FillRuleEntity;

  protected async seed(): Promise<string> {
    const repo = this.db.getRepository(FillRuleEntity);
    const { rules } = readFillRuleSeed(this.config.seedDir);
    const now = new Date(this.clock.now());
    const rows = rules.map((r) => ({ ...r, createBy: 'admin', createTime: now, updateBy: null, updateTime: null }));
    await repo.createQueryBuilder().insert().into(FillRuleEntity).values(rows).updateEntity(false).execute();
    return `${rows.length} fill rules`;
  }
}
