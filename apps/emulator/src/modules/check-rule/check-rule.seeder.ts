import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { checkRuleItemSchema } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { UserEntity } from '../user/entities/user.entity';
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
export class CheckRuleSeeder implements OnApplicationBootstrap {
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
    const repo = this.db.getRepository(CheckRuleEntity);
    if ((await repo.count()) > 0) return false;
    const file = path.join(this.config.seedDir, 'check-rules.json');
    const parsed = checkRuleSeedSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`seed/check-rules.json: ${issue.path.join('.')}: ${issue.message}`);
    }
    const now = new Date(this.clock.now());
    const rows = parsed.data.rules.map((r) => {
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
    this.logger.log(`seeded ${rows.length} check rules`);
    return true;
  }
}
