import { open } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { cropPeriodCode, renderCueWord } from '@cropwatch/contract';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../../core/config/emulator.config';
import { AnswerProviderRegistry, ChatAppService, readImageInfo, type StoredImage } from '../../chat';
import { uploadRootOf } from '../../common';
import { CROP_NAMES, CropDataService } from '../../crop-data';
import { AnalysisChapterEntity } from '../entities/analysis-chapter.entity';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisMainEntity } from '../entities/analysis-main.entity';
import { AnalysisPartitionEntity } from '../entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../entities/analysis-zone.entity';
import { type DataTable, indicatorLine, type Lang, tableFromIndicatorRow, tableMarkdown } from './data-table';
import { OfflineWriter } from './offline-writer';
import { OpenAiWriter } from './openai-writer';
import { periodLabel } from './period-label';
import { InputError, MAX_TABLE_BYTES, readUploadedTable, resolveUpload } from './workbook-table';
import type { AnalysisWriter, WriteRequest } from './writer';

/** Generated images (lane of the image generator) live here below the upload root; they chart the crop data. */
export const GENERATED_IMAGE_PREFIX = 'analysis/images/';

/**
 * Turns a waiting item into what a writer needs: its input resolved to a data table (crop indicator row,
 * uploaded workbook, or the data a generated image charts), its prompt rendered with the generation
 * variables, and the writer of the default chat app (offline unless that app is OpenAI-compatible or names a
 * local model file).
 */
@Injectable()
export class ItemInputService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CropDataService) private readonly cropData: CropDataService,
    @Inject(ChatAppService) private readonly chatApps: ChatAppService,
    @Inject(AnswerProviderRegistry) private readonly providers: AnswerProviderRegistry,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
  ) {}

  /** The writer to use now: the default chat app's provider decides, offline when there is none. */
  async writer(): Promise<AnalysisWriter> {
    const app = await this.chatApps.defaultApp();
    if (app?.provider === 'openai') return new OpenAiWriter(this.providers.openai, app);
    if (app?.provider === 'local' && app.modelPath) return new OpenAiWriter(this.providers.local, app, 'local');
    return new OfflineWriter(this.cropData.indicatorDefs(), this.config.analysisOfflineLatencyMs);
  }

  /** The request of one item; null when the item or its analysis is gone. Input problems throw InputError. */
  async request(itemId: string): Promise<WriteRequest | null> {
    const item = await this.db.getRepository(AnalysisItemEntity).findOneBy({ id: itemId });
    if (!item) return null;
    const main = await this.db.getRepository(AnalysisMainEntity).findOneBy({ id: item.analysisId });
    if (!main) return null;
    const zone = await this.db.getRepository(AnalysisZoneEntity).findOneBy({ id: item.zoneId });
    if (!zone) throw new InputError('条目的区域已被删除');
    const [partition, chapter] = await Promise.all([
      this.db.getRepository(AnalysisPartitionEntity).findOneBy({ id: item.partitionId }),
      this.db.getRepository(AnalysisChapterEntity).findOneBy({ code: item.chapterCode }),
    ]);
    const lang: Lang = main.lang;
    const zh = lang === 'zh';
    const defs = this.cropData.indicatorDefs();

    let table: DataTable | null = null;
    let image: StoredImage | null = null;
    if (item.fileType === 'table' && item.tableSource === 'upload') {
      if (!item.tableFile) throw new InputError('请上传数据表');
      table = await readUploadedTable(uploadRootOf(this.config.dataDir), item.tableFile, zone.code, defs);
    } else if (item.fileType === 'table' || item.imagePath?.startsWith(GENERATED_IMAGE_PREFIX)) {
      // Indicator tables, and generated charts/maps: the zone's row for the analysis period is what they show.
      table = await this.indicatorTable(zone, cropPeriodCode(main.year, main.period), main.datasetId);
    } else {
      if (!item.imagePath) throw new InputError('请上传图片');
      image = await this.loadImage(item.imagePath);
    }

    const region = zh ? zone.nameZh : zone.nameEn;
    const period = periodLabel(main.year, main.period, lang);
    const stageRow = main.stage ? this.cropData.stage(main.stage) : undefined;
    const stage = stageRow ? (zh ? stageRow.nameZh : stageRow.nameEn.toLowerCase()) : null;
    const crops = await this.crops(zone.code, lang);
    const markdown = table ? tableMarkdown(defs, table, lang) : '';
    const values: Record<string, string> = {
      region,
      zone: region,
      country: region,
      zone_code: zone.code,
      period,
      year: String(main.year),
      stage: stage ?? '',
      chapter: chapter ? (zh ? chapter.nameZh : chapter.nameEn) : '',
      partition: partition ? (zh ? partition.nameZh : partition.nameEn) : '',
      crop: crops.join(zh ? '、' : ', '),
      agroclimate: table ? indicatorLine(defs, table, 'agroclimatic', lang) : '',
      agronomic: table ? indicatorLine(defs, table, 'agronomic', lang) : '',
      table: markdown,
      background: item.backgroundKnowledge ?? '',
    };
    return {
      prompt: renderCueWord(item.prompt, values).text,
      background: item.backgroundKnowledge,
      table,
      tableMarkdown: markdown,
      image,
      paragraph: { lang, region, period, stage, crops },
    };
  }

  /** The zone's row in the dataset the analysis recorded (the active one for analyses created before #35). */
  private async indicatorTable(
    zone: AnalysisZoneEntity,
    periodCode: string,
    datasetId: string | null,
  ): Promise<DataTable> {
    if (!this.cropData.period(periodCode)) throw new InputError(`作物数据中没有该监测期：${periodCode}`);
    const dataset = await this.cropData.indicatorDataset(datasetId ?? undefined);
    if (datasetId && !dataset) throw new InputError(`分析所用的数据集已不存在：${datasetId}`);
    const row = await this.cropData.indicatorRow(zone.code, periodCode, dataset?.id);
    if (!row)
      throw new InputError(
        dataset?.storage === 'rows'
          ? `区域 ${zone.code} 在 ${periodCode} 没有指标数据（数据集「${dataset.name}」v${dataset.version}）`
          : `区域 ${zone.code} 在 ${periodCode} 没有指标数据`,
      );
    const country = zone.countryIso3 ?? this.cropData.unit(zone.code)?.countryIso3 ?? null;
    const irrigation = country ? await this.cropData.irrigation(country) : null;
    return tableFromIndicatorRow(row, irrigation?.irrigatedSharePct ?? null);
  }

  /** The zone's main crops (its own list, else the crops of its calendars), named in the analysis language. */
  private async crops(code: string, lang: Lang): Promise<string[]> {
    const own = this.cropData.zones().find((z) => z.code === code)?.mainCrops ?? [];
    const list = own.length > 0 ? own : [...new Set((await this.cropData.calendars(code)).map((c) => c.crop))];
    return list.map((c) => CROP_NAMES[c]?.[lang] ?? c);
  }

  private async loadImage(uploadPath: string): Promise<StoredImage> {
    const file = resolveUpload(uploadRootOf(this.config.dataDir), uploadPath);
    let data: Buffer;
    try {
      const handle = await open(file, 'r');
      try {
        const s = await handle.stat();
        if (!s.isFile()) throw new Error('not a file');
        if (s.size > MAX_TABLE_BYTES) throw new InputError(`图片超过5MB：${uploadPath}`);
        data = await handle.readFile();
      } finally {
        await handle.close();
      }
    } catch (e) {
      if (e instanceof InputError) throw e;
      throw new InputError(`图片文件不存在：${uploadPath}`);
    }
    const info = readImageInfo(data);
    if (!info) throw new InputError(`不是可识别的图片（PNG、JPEG、GIF、WebP、BMP）：${uploadPath}`);
    return { path: uploadPath, data, info };
  }
}
