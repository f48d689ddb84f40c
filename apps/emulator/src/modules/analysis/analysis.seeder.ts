import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { analysisCueWordAddBodySchema } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { readSeedFile } from '../../core/seed/seed-file';
import { AnalysisChapterEntity } from './entities/analysis-chapter.entity';
import { AnalysisCueWordEntity } from './entities/analysis-cue-word.entity';

const chaptersSeedSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      code: z.string(),
      order: z.number().int(),
      number: z.string(),
      name_en: z.string(),
      name_zh: z.string(),
      description_en: z.string(),
      description_zh: z.string(),
      sections: z.array(z.object({ number: z.string(), name_en: z.string(), name_zh: z.string() })),
    }),
  ),
});

const analysisSeedSchema = z.looseObject({ cueWords: z.array(analysisCueWordAddBodySchema) });

/** Stable ids, so a re-seeded database keeps the same rows. */
const seedId = (kind: string, key: string) => createHash('md5').update(`analysis-${kind}:${key}`).digest('hex');

/**
 * Fills the analysis tables when they are empty: chapters from `seed/crop/chapters.json` (the one source of
 * the bulletin's chapter facts), cue words from `seed/analysis.json`.
 */
@Injectable()
export class AnalysisSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(): Promise<void> {
    const now = new Date(this.clock.now());
    const audit = { createBy: 'admin', createTime: now, updateBy: null, updateTime: null };
    const chapters = this.db.getRepository(AnalysisChapterEntity);
    if ((await chapters.count()) === 0) {
      const seed = readSeedFile(this.config.seedDir, 'crop/chapters.json', chaptersSeedSchema);
      await chapters.insert(
        seed.items.map((c) => ({
          id: seedId('chapter', c.code),
          code: c.code,
          number: c.number || null,
          nameZh: c.name_zh,
          nameEn: c.name_en,
          descriptionZh: c.description_zh,
          descriptionEn: c.description_en,
          sections: c.sections.map((s) => ({ number: s.number, nameEn: s.name_en, nameZh: s.name_zh })),
          sortNo: c.order,
          ...audit,
        })),
      );
      this.logger.log(`seeded ${seed.items.length} analysis chapter(s)`);
    }
    const cueWords = this.db.getRepository(AnalysisCueWordEntity);
    if ((await cueWords.count()) === 0) {
      const seed = readSeedFile(this.config.seedDir, 'analysis.json', analysisSeedSchema);
      await cueWords.insert(
        seed.cueWords.map((w) => ({
          id: seedId('cue-word', w.name),
          name: w.name,
          chapterCode: w.chapterCode ?? null,
          lang: w.lang,
          template: w.template,
          sampleValues: w.sampleValues,
          description: w.description ?? null,
          version: 1,
          ...audit,
        })),
      );
      this.logger.log(`seeded ${seed.cueWords.length} cue word(s)`);
    }
  }
}
