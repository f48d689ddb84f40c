import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../core/clock/clock';
import { CropDataService } from '../../crop-data';
import { AnalysisChapterEntity, type ChapterSectionRow } from '../entities/analysis-chapter.entity';
import { AnalysisCueWordEntity } from '../entities/analysis-cue-word.entity';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisMainEntity } from '../entities/analysis-main.entity';
import { AnalysisPartitionEntity } from '../entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../entities/analysis-zone.entity';

/** Stable ids, so a re-seeded database keeps the same rows (same scheme as `analysis.seeder.ts`). */
const seedId = (kind: string, key: string) => createHash('md5').update(`analysis-${kind}:${key}`).digest('hex');

interface ZoneSeed {
  code: string;
  nameZh: string;
  nameEn: string;
  level: 'mpz' | 'aez' | 'country';
  countryIso3: string | null;
}

/** The demo bulletin of a fresh start: the 6 MPZ overviews of Jul–Oct 2025, not generated yet. */
export const DEMO_ANALYSIS = {
  year: 2025,
  period: 'JUL_OCT',
  stage: 'grain_filling',
  lang: 'zh',
  title: '2025年第4期 全球农情遥感速报（7–10月）',
  cueWord: 'mpz-overview-zh',
} as const;

/**
 * Fills the partitions and zones from the crop data when they are empty — `MPZ` (the six major production
 * zones), `KEY_COUNTRIES` (every country with indicator rows), `CHN` (China's seven regions) and one partition
 * per other country with AEZs — and then, when there is no analysis yet, the demo bulletin on the MPZ partition.
 */
@Injectable()
export class AezSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CropDataService) private readonly cropData: CropDataService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(): Promise<void> {
    const now = new Date(this.clock.now());
    const audit = { createBy: 'admin', createTime: now, updateBy: null, updateTime: null };
    const partitions = this.db.getRepository(AnalysisPartitionEntity);
    if ((await partitions.count()) === 0) {
      const chapter = await this.db.getRepository(AnalysisChapterEntity).findOneBy({ code: 'CH2_MPZ' });
      const plan = this.plan(chapter?.sections ?? []);
      await this.db.transaction(async (em) => {
        for (const [i, p] of plan.entries()) {
          const id = seedId('partition', p.code);
          await em.insert(AnalysisPartitionEntity, {
            id,
            code: p.code,
            nameZh: p.nameZh,
            nameEn: p.nameEn,
            chapterCode: p.chapterCode,
            sortNo: (i + 1) * 10,
            ...audit,
          });
          if (p.zones.length === 0) continue;
          await em.insert(
            AnalysisZoneEntity,
            p.zones.map((z, j) => ({
              id: seedId('zone', `${p.code}:${z.code}`),
              partitionId: id,
              ...z,
              sortNo: (j + 1) * 10,
              remark: null,
              ...audit,
            })),
          );
        }
      });
      this.logger.log(`seeded ${plan.length} analysis partition(s)`);
      // Only together with the zones: a user who deleted every analysis does not get the demo back at restart.
      if ((await this.db.getRepository(AnalysisMainEntity).count()) === 0) await this.seedDemo(audit);
    }
  }

  private plan(
    mpzSections: readonly ChapterSectionRow[],
  ): { code: string; nameZh: string; nameEn: string; chapterCode: string; zones: ZoneSeed[] }[] {
    const zones = this.cropData.zones();
    const countries = this.cropData.countries();
    const zoneSeed = (code: string): ZoneSeed => {
      const z = zones.find((x) => x.code === code)!;
      return {
        code: z.code,
        nameZh: z.nameZh,
        nameEn: z.nameEn,
        level: z.level === 'mpz' ? 'mpz' : 'aez',
        countryIso3: z.level === 'mpz' ? null : z.countryIso3,
      };
    };
    // The MPZs in bulletin order: the order of chapter 2's sections, which are named after them.
    const sectionOrder = (nameEn: string) => {
      const i = mpzSections.findIndex((s) => s.nameEn === nameEn);
      return i < 0 ? Number.MAX_SAFE_INTEGER : i;
    };
    const mpz = zones
      .filter((z) => z.level === 'mpz')
      .sort((a, b) => sectionOrder(a.nameEn) - sectionOrder(b.nameEn) || a.code.localeCompare(b.code))
      .map((z) => zoneSeed(z.code));
    const keyCountries = countries
      .filter((c) => c.hasIndicators)
      .map((c): ZoneSeed => ({
        code: c.iso3,
        nameZh: c.nameZh,
        nameEn: c.nameEn,
        level: 'country',
        countryIso3: c.iso3,
      }));
    const china = countries.find((c) => c.iso3 === 'CHN');
    const plan = [
      { code: 'MPZ', nameZh: '主产区', nameEn: 'Major production zones', chapterCode: 'CH2_MPZ', zones: mpz },
      {
        code: 'KEY_COUNTRIES',
        nameZh: '重点国家',
        nameEn: 'Key countries',
        chapterCode: 'CH3_COUNTRY',
        zones: keyCountries,
      },
      {
        code: 'CHN',
        nameZh: '中国七大区',
        nameEn: "China's seven regions",
        chapterCode: 'CH4_CHINA',
        zones: (china?.aezCodes ?? []).filter((c) => zones.some((z) => z.code === c)).map(zoneSeed),
      },
    ];
    for (const c of countries) {
      if (c.iso3 === 'CHN' || c.aezCodes.length === 0) continue;
      plan.push({
        code: c.iso3,
        nameZh: `${c.nameZh}农业生态区`,
        nameEn: `${c.nameEn} AEZs`,
        chapterCode: 'CH3_COUNTRY',
        zones: c.aezCodes.filter((code) => zones.some((z) => z.code === code)).map(zoneSeed),
      });
    }
    return plan;
  }

  private async seedDemo(audit: object): Promise<void> {
    const partition = await this.db.getRepository(AnalysisPartitionEntity).findOneBy({ code: 'MPZ' });
    const cueWord = await this.db.getRepository(AnalysisCueWordEntity).findOneBy({ name: DEMO_ANALYSIS.cueWord });
    if (!partition || !cueWord) return;
    const zones = await this.db
      .getRepository(AnalysisZoneEntity)
      .find({ where: { partitionId: partition.id }, order: { sortNo: 'ASC' } });
    const analysisId = seedId('main', 'demo-2025-JUL_OCT');
    await this.db.transaction(async (em) => {
      await em.insert(AnalysisMainEntity, {
        id: analysisId,
        year: DEMO_ANALYSIS.year,
        period: DEMO_ANALYSIS.period,
        stage: this.cropData.stage(DEMO_ANALYSIS.stage) ? DEMO_ANALYSIS.stage : null,
        title: DEMO_ANALYSIS.title,
        lang: DEMO_ANALYSIS.lang,
        remark: null,
        ...audit,
      });
      await em.insert(
        AnalysisItemEntity,
        zones.map((z, i) => ({
          id: seedId('item', `demo:${z.code}`),
          analysisId,
          chapterCode: partition.chapterCode ?? 'CH2_MPZ',
          partitionId: partition.id,
          zoneId: z.id,
          cueWordId: cueWord.id,
          cueWordVersion: cueWord.version,
          prompt: cueWord.template,
          backgroundKnowledge: null,
          fileType: 'table' as const,
          tableSource: 'indicators' as const,
          tableFile: null,
          imagePath: null,
          sortNo: (i + 1) * 10,
          status: 'NOT_GENERATED' as const,
          previousStatus: null,
          queuedTime: null,
          errorMessage: null,
          generatedText: null,
          version: 0,
          ...audit,
        })),
      );
    });
    this.logger.log(`seeded the demo analysis with ${zones.length} item(s)`);
  }
}
