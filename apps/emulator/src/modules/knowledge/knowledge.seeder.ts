import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { insertRows, readSeedFile } from '../../core/seed/seed-file';
import { KnowledgeBaseEntity, KnowledgeDocumentEntity, KnowledgePassageEntity } from './entities/knowledge.entities';

/** The id of the first knowledge base, holding the seeded knowledge documents (D-98 §8 left them outside any base). */
export const SEEDED_KB_ID = 'kb-crop-methods';

const knowledgeSeedSchema = z.object({
  items: z.array(
    z.looseObject({
      id: z.string(),
      title_en: z.string(),
      title_zh: z.string(),
      body_en: z.string(),
      body_zh: z.string(),
    }),
  ),
});

/**
 * Seeds the first knowledge base, 「作物监测方法」 (read by every signed-in user), from `seed/crop/knowledge.json`
 * when it is missing: one document per seeded knowledge document (its Chinese title as the name), with two
 * passages, the Chinese and the English text, each under its title. The seeded documents also keep their own index
 * in crop-data (the answers given when no base is chosen cite them as before); this base is what makes them listed
 * on the knowledge-base page and retrievable through the same path as uploaded documents when a user chooses it.
 */
@Injectable()
export class KnowledgeSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(): Promise<void> {
    if (await this.db.getRepository(KnowledgeBaseEntity).exists({ where: { id: SEEDED_KB_ID } })) return;
    const seed = readSeedFile(this.config.seedDir, 'crop/knowledge.json', knowledgeSeedSchema);
    const now = new Date(this.clock.now());
    const audit = { createBy: 'admin', createTime: now, updateBy: null, updateTime: null };
    await this.db.transaction(async (m) => {
      await m.insert(KnowledgeBaseEntity, {
        id: SEEDED_KB_ID,
        name: '作物监测方法',
        description: 'CropWatch 指标、方法与分区说明（种子数据） · CropWatch indicators, methods and units (seeded)',
        readRoles: '',
        readDeparts: '',
        ...audit,
      });
      await insertRows(
        m,
        KnowledgeDocumentEntity,
        seed.items.map((k) => ({
          id: `kbd-${k.id}`.slice(0, 32),
          kbId: SEEDED_KB_ID,
          fileName: `${k.title_zh}.md`.slice(0, 255),
          fileType: 'md',
          size: Buffer.byteLength(k.body_zh) + Buffer.byteLength(k.body_en),
          // Seeded, not uploaded: no file below the upload root (a delete removes nothing there).
          storedPath: '',
          status: 'indexed',
          failReason: null,
          passageCount: 2,
          ...audit,
        })),
      );
      await insertRows(
        m,
        KnowledgePassageEntity,
        seed.items.flatMap((k) => [
          {
            id: `kbp-${k.id}-zh`.slice(0, 32),
            kbId: SEEDED_KB_ID,
            documentId: `kbd-${k.id}`.slice(0, 32),
            seq: 1,
            heading: k.title_zh.slice(0, 300),
            page: null,
            text: k.body_zh,
          },
          {
            id: `kbp-${k.id}-en`.slice(0, 32),
            kbId: SEEDED_KB_ID,
            documentId: `kbd-${k.id}`.slice(0, 32),
            seq: 2,
            heading: k.title_en.slice(0, 300),
            page: null,
            text: k.body_en,
          },
        ]),
      );
    });
    this.logger.log(`seeded knowledge base ${SEEDED_KB_ID}: ${seed.items.length} documents`);
  }
}
