import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { messageSendStatusSchema, messageTemplateTypeSchema } from '@cropwatch/contract';
import { readSeedFile } from '../../core/seed/seed-file';
import { FreshDatabaseSeeder } from '../../core/seed/seeder';
import { DictEntity, DictItemEntity } from '../dict';
import { MessageTemplateEntity } from './entities/message-template.entity';
import { SysMessageEntity } from './entities/sys-message.entity';

const DAY_MS = 86_400_000;
const id32 = z.string().regex(/^[0-9a-f]{32}$/);

/** Shape of `seed/messages.json`, checked before anything is written. */
export const messageSeedSchema = z.object({
  dicts: z.array(
    z.object({
      dictCode: z.string().min(1),
      dictName: z.string().min(1),
      items: z.array(z.object({ value: z.string(), text: z.string() })).min(1),
    }),
  ),
  templates: z.array(
    z.object({
      id: id32,
      templateCode: z.string().min(1).max(50),
      templateName: z.string().min(1).max(100),
      templateContent: z.string().min(1),
      templateTestJson: z.string().nullable(),
      templateType: messageTemplateTypeSchema,
    }),
  ),
  messages: z.array(
    z.object({
      id: id32,
      esTitle: z.string().min(1).max(100),
      esContent: z.string(),
      esParam: z.string().nullable(),
      esReceiver: z.string().min(1),
      esSendStatus: messageSendStatusSchema,
      esSendNum: z.number().int().min(0),
      esResult: z.string().nullable(),
      daysAgo: z.number().int().min(0),
    }),
  ),
});
export type MessageSeed = z.infer<typeof messageSeedSchema>;

/** Reads and validates the seed file; throws naming the file and the first problem. */
export function readMessageSeed(seedDir: string): MessageSeed {
  return readSeedFile(seedDir, 'messages.json', messageSeedSchema);
}

/** The core seeder's stable ids (md5 of kind and key), so dictionary rows look like every other seeded one. */
const seedId = (kind: string, key: string) => createHash('md5').update(`${kind}:${key}`).digest('hex');

/**
 * Seeds templates, system messages and the `msgSendStatus` dictionary into a fresh database. Runs at bootstrap,
 * before the core SeedRunner (after `init`), so "fresh" is the core's own rule: no users yet.
 */
@Injectable()
export class MessageSeeder extends FreshDatabaseSeeder {
  protected readonly table = MessageTemplateEntity;

  protected async seed(): Promise<string> {
    const seed = readMessageSeed(this.config.seedDir);
    const now = this.clock.now();
    await this.db.transaction(async (em) => {
      const dictRepo = em.getRepository(DictEntity);
      for (const d of seed.dicts) {
        if (await dictRepo.findOne({ where: { dictCode: d.dictCode } })) continue;
        const dictId = seedId('dict', d.dictCode);
        await em.insert(DictEntity, {
          id: dictId,
          dictCode: d.dictCode,
          dictName: d.dictName,
          type: 0,
          delFlag: 0,
          description: null,
          createBy: 'admin',
          createTime: new Date(now),
        });
        for (const [i, item] of d.items.entries())
          await em.insert(DictItemEntity, {
            id: seedId('dict-item', `${d.dictCode}:${item.value}`),
            dictId,
            itemValue: item.value,
            itemText: item.text,
            sortOrder: i + 1,
            status: 1,
            description: null,
            createBy: 'admin',
            createTime: new Date(now),
          });
      }
      for (const t of seed.templates)
        await em.insert(MessageTemplateEntity, { ...t, createBy: 'admin', createTime: new Date(now) });
      for (const { daysAgo, ...m } of seed.messages) {
        const at = new Date(now - daysAgo * DAY_MS);
        await em.insert(SysMessageEntity, {
          ...m,
          esType: 'system',
          esSendTime: m.esSendStatus === '0' ? null : at,
          remark: null,
          createBy: 'admin',
          createTime: at,
        });
      }
    });
    return `${seed.templates.length} message templates and ${seed.messages.length} system messages`;
  }
}
