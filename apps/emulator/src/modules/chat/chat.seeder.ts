import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { newId } from '../../core/database/id';
import { readSeedFile } from '../../core/seed/seed-file';
import { PermissionEntity, RolePermissionEntity } from '../identity';
import { ChatAppEntity } from './entities/chat-app.entity';

export const chatSeedSchema = z.object({
  apps: z.array(
    z.object({
      id: z.string().regex(/^[0-9a-f]{32}$/),
      name: z.string().min(1),
      description: z.string().nullable().optional(),
      provider: z.enum(['offline', 'openai']),
      model: z.string().nullable().optional(),
      systemPrompt: z.string().nullable().optional(),
      temperature: z.number().min(0).max(2),
      welcomeText: z.string().nullable().optional(),
      suggestedQuestions: z.array(z.string()),
      isDefault: z.union([z.literal(0), z.literal(1)]),
      sortNo: z.number().int(),
    }),
  ),
  buttons: z.array(
    z.object({ menu: z.string(), perms: z.string().min(1), name: z.string().min(1), roles: z.array(z.string()) }),
  ),
});
export type ChatSeed = z.infer<typeof chatSeedSchema>;

const rolesSeedSchema = z.looseObject({
  roles: z.array(z.looseObject({ id: z.string(), roleCode: z.string(), buttons: z.array(z.string()) })),
});

/** The ids the core seeder gives menus (`seedId('menu', key)`), so the buttons hang under the right menu. */
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
export const chatButtonId = (perms: string) => md5(`chat-button:${perms}`);

export function readChatSeed(seedDir: string): ChatSeed {
  return readSeedFile(seedDir, 'chat.json', chatSeedSchema);
}

/**
 * Seeds the chat module from `seed/chat.json` at start, independently of the core SeedRunner (whose file
 * list is fixed): the default app when there is no app at all, and the chat button permissions with their
 * role grants when they are missing. Role ids come from `seed/roles.json`; roles with every button (`*`)
 * get these buttons too. The rows reference menus and roles by the core seeder's stable ids, so the order
 * of the two seeders does not matter.
 */
@Injectable()
export class ChatSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(): Promise<void> {
    const seed = readChatSeed(this.config.seedDir);
    const now = new Date(this.clock.now());
    const apps = this.db.getRepository(ChatAppEntity);
    if ((await apps.count()) === 0) {
      for (const a of seed.apps) {
        await apps.insert({
          id: a.id,
          name: a.name,
          description: a.description ?? null,
          provider: a.provider,
          model: a.model ?? null,
          visionModel: null,
          baseUrl: null,
          apiKey: null,
          systemPrompt: a.systemPrompt ?? null,
          temperature: a.temperature,
          maxTokens: null,
          timeoutSeconds: 60,
          welcomeText: a.welcomeText ?? null,
          suggestedQuestions: a.suggestedQuestions,
          isDefault: a.isDefault,
          status: 1,
          sortNo: a.sortNo,
          createBy: 'admin',
          createTime: now,
          updateBy: null,
          updateTime: null,
        });
      }
      this.logger.log(`seeded ${seed.apps.length} chat app(s)`);
    }
    await this.seedButtons(seed, now);
  }

  private async seedButtons(seed: ChatSeed, now: Date): Promise<void> {
    const roles = rolesSeedSchema.parse(
      JSON.parse(readFileSync(path.join(this.config.seedDir, 'roles.json'), 'utf8')),
    ).roles;
    const permissions = this.db.getRepository(PermissionEntity);
    const links = this.db.getRepository(RolePermissionEntity);
    let added = 0;
    for (const [index, b] of seed.buttons.entries()) {
      const id = chatButtonId(b.perms);
      if (await permissions.existsBy({ id })) continue;
      await permissions.insert({
        id,
        parentId: md5(`menu:${b.menu}`),
        name: b.name,
        url: null,
        component: null,
        componentName: null,
        redirect: null,
        menuType: 2,
        perms: b.perms,
        permsType: '1',
        sortNo: 100 + index,
        alwaysShow: 0,
        icon: null,
        isRoute: 0,
        isLeaf: 1,
        keepAlive: 0,
        hidden: 0,
        hideTab: 0,
        description: null,
        delFlag: 0,
        ruleFlag: 0,
        status: '1',
        internalOrExternal: 0,
        createBy: 'admin',
        createTime: now,
        updateBy: null,
        updateTime: null,
      });
      for (const role of roles.filter((r) => r.buttons.includes('*') || b.roles.includes(r.roleCode))) {
        await links.insert({
          id: newId(now.getTime()),
          roleId: role.id,
          permissionId: id,
          operateDate: now,
          operateIp: '127.0.0.1',
        });
      }
      added++;
    }
    if (added) this.logger.log(`seeded ${added} chat button permission(s)`);
  }
}
