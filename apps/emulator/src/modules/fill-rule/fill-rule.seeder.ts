import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { checkFillRule } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { UserEntity } from '../user/entities/user.entity';
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
  const parsed = fillRuleSeedSchema.safeParse(JSON.parse(readFileSync(path.join(seedDir, 'fill-rules.json'), 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`seed/fill-rules.json: ${issue.path.join('.')}: ${issue.message}`);
  }
  for (const rule of parsed.data.rules) {
    const checked = checkFillRule(rule.ruleClass, rule.ruleParams);
    if (!checked.ok) throw new Error(`seed/fill-rules.json: ${rule.ruleCode}: ${checked.message}`);
  }
  return parsed.data;
}

/** Seeds JeecgBoot's demo fill rules into a fresh database (no users yet), as the check rules are seeded. */
@Injectable()
export class FillRuleSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedIfFresh();
  }

  async seedIfFresh(): Promise<boolean> {
    if ((await this.db.getRepository(UserEntity).count()) > 0) return false;
    const repo = this.db.getRepository(FillRuleEntity);
    if ((await repo.count()) > 0) return false;
    const { rules } = readFillRuleSeed(this.config.seedDir);
    const now = new Date(this.clock.now());
    const rows = rules.map((r) => ({ ...r, createBy: 'admin', createTime: now, updateBy: null, updateTime: null }));
    await repo.createQueryBuilder().insert().into(FillRuleEntity).values(rows).updateEntity(false).execute();
    this.logger.log(`seeded ${rows.length} fill rules`);
    return true;
  }
}
