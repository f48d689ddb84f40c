import { readFile } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { cropPeriodCode } from '@cropwatch/contract';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../../core/config/emulator.config';
import { JeecgError } from '../../../core/errors/jeecg.errors';
import { resolveStatic, sniff, uploadRootOf } from '../../common';
import {
  CropDataService,
  fieldValue,
  formatDeparture,
  formatValue,
  indicatorName,
  PANEL,
  referenceName,
  type IndicatorDataset,
} from '../../crop-data';
import { AnalysisChapterEntity } from '../entities/analysis-chapter.entity';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisMainEntity } from '../entities/analysis-main.entity';
import { AnalysisPartitionEntity } from '../entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../entities/analysis-zone.entity';
import {
  type Bulletin,
  type BulletinChapter,
  type BulletinImage,
  type BulletinItem,
  type BulletinTable,
  type Lang,
  WORDS,
} from './bulletin-model';
import { jpegSize, pngSize, svgSize } from './image-size';

/** Labels of the monitoring windows when the crop data has no period of that year. */
const WINDOW: Record<string, { zh: string; en: string }> = {
  JAN_APR: { zh: '1–4月', en: 'Jan–Apr' },
  APR_JUL: { zh: '4–7月', en: 'Apr–Jul' },
  JUL_OCT: { zh: '7–10月', en: 'Jul–Oct' },
  OCT_JAN: { zh: '10月–次年1月', en: 'Oct–Jan' },
};

/** Prefix a stored image path may carry when it was copied from a display URL. */
const STATIC_URL = /^(\/jeecg-boot)?\/sys\/common\/static\//;

/** Gathers an analysis into the export's document model (`bulletin-model.ts`). */
@Injectable()
export class AnalysisExportService {
  constructor(
    @InjectRepository(AnalysisMainEntity) private readonly mains: Repository<AnalysisMainEntity>,
    @InjectRepository(AnalysisItemEntity) private readonly items: Repository<AnalysisItemEntity>,
    @InjectRepository(AnalysisChapterEntity) private readonly chapters: Repository<AnalysisChapterEntity>,
    @InjectRepository(AnalysisPartitionEntity) private readonly partitions: Repository<AnalysisPartitionEntity>,
    @InjectRepository(AnalysisZoneEntity) private readonly zones: Repository<AnalysisZoneEntity>,
    @Inject(CropDataService) private readonly crop: CropDataService,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
  ) {}

  async bulletin(id: string): Promise<Bulletin> {
    const main = await this.mains.findOneBy({ id });
    if (!main) throw new JeecgError('未找到对应数据');
    const lang: Lang = main.lang;
    const items = await this.items.findBy({ analysisId: main.id });
    const dataset = main.datasetId ? await this.crop.indicatorDataset(main.datasetId) : null;
    const head = {
      title: main.title,
      lang,
      periodLine: this.periodLine(main),
      dataLine: dataLineOf(dataset, main, lang),
    };
    if (items.length === 0) return { ...head, chapters: [] };
    const [chapters, partitions, zones] = await Promise.all([
      this.chapters.findBy({ code: In(unique(items.map((i) => i.chapterCode))) }),
      this.partitions.findBy({ id: In(unique(items.map((i) => i.partitionId))) }),
      this.zones.findBy({ id: In(unique(items.map((i) => i.zoneId))) }),
    ]);
    const chapterOf = new Map(chapters.map((c) => [c.code, c]));
    const partitionOf = new Map(partitions.map((p) => [p.id, p]));
    const zoneOf = new Map(zones.map((z) => [z.id, z]));
    const name = (row: { nameZh: string; nameEn: string } | undefined, fallback: string) =>
      row ? (lang === 'zh' ? row.nameZh : row.nameEn) : fallback;
    // Rows the tree loses (a chapter or partition deleted under the items) sort last, never vanish.
    const LAST = Number.MAX_SAFE_INTEGER;
    const sorted = [...items].sort(
      (a, b) =>
        (chapterOf.get(a.chapterCode)?.sortNo ?? LAST) - (chapterOf.get(b.chapterCode)?.sortNo ?? LAST) ||
        a.chapterCode.localeCompare(b.chapterCode) ||
        (partitionOf.get(a.partitionId)?.sortNo ?? LAST) - (partitionOf.get(b.partitionId)?.sortNo ?? LAST) ||
        a.partitionId.localeCompare(b.partitionId) ||
        a.sortNo - b.sortNo ||
        (zoneOf.get(a.zoneId)?.sortNo ?? LAST) - (zoneOf.get(b.zoneId)?.sortNo ?? LAST) ||
        a.id.localeCompare(b.id),
    );

    const period = cropPeriodCode(main.year, main.period);
    const out: BulletinChapter[] = [];
    for (const item of sorted) {
      const chapter = chapterOf.get(item.chapterCode);
      const chapterName = chapter
        ? [chapter.number, name(chapter, chapter.code)].filter(Boolean).join(' ')
        : item.chapterCode;
      let c = out[out.length - 1];
      if (!c || c.name !== chapterName) out.push((c = { name: chapterName, partitions: [] }));
      const partitionName = name(partitionOf.get(item.partitionId), item.partitionId);
      let p = c.partitions[c.partitions.length - 1];
      if (!p || p.name !== partitionName) c.partitions.push((p = { name: partitionName, items: [] }));
      p.items.push(await this.item(item, zoneOf.get(item.zoneId), period, lang, dataset));
    }
    return { ...head, chapters: out };
  }

  private async item(
    item: AnalysisItemEntity,
    zone: AnalysisZoneEntity | undefined,
    period: string,
    lang: Lang,
    dataset: IndicatorDataset | null,
  ): Promise<BulletinItem> {
    const w = WORDS[lang];
    const heading = zone ? `${lang === 'zh' ? zone.nameZh : zone.nameEn}（${zone.code}）` : item.zoneId;
    const out: BulletinItem = {
      heading: lang === 'en' ? heading.replace('（', ' (').replace('）', ')') : heading,
      text: item.generatedText?.trim() || null,
      table: null,
      image: null,
      note: null,
    };
    if (item.fileType === 'table' && item.tableSource === 'indicators' && zone)
      out.table = await this.table(zone.code, period, lang, dataset);
    else if (item.fileType === 'table' && item.tableSource === 'upload')
      out.note = `${w.uploadedTable}${item.tableFile ? ` ${item.tableFile.split('/').pop()}` : ''}`;
    if (item.imagePath) {
      out.image = await this.image(item.imagePath);
      if (!out.image) out.note = `${w.missingImage}：${item.imagePath}`;
    }
    return out;
  }

  /** The zone's indicator row as indicator | value | reference | departure, in the bulletin's number formats. */
  private async table(
    unitCode: string,
    period: string,
    lang: Lang,
    dataset: IndicatorDataset | null,
  ): Promise<BulletinTable | null> {
    const row = await this.crop.indicatorRow(unitCode, period, dataset?.id);
    if (!row) return null;
    const rows: BulletinTable['rows'] = [];
    for (const code of PANEL) {
      const def = this.crop.indicatorDef(code);
      if (!def) continue;
      const value = fieldValue(row, def.fields.value);
      if (typeof value !== 'number') continue;
      const ref = fieldValue(row, def.fields.reference);
      const dep = fieldValue(row, def.fields.departure);
      const refName = referenceName(def, lang);
      const refText =
        typeof ref === 'number'
          ? lang === 'zh'
            ? `${formatValue(def, ref, lang)}（${refName}）`
            : `${formatValue(def, ref, lang)} (${refName})`
          : '—';
      rows.push([
        indicatorName(def, lang),
        formatValue(def, value, lang),
        refText,
        typeof dep === 'number' ? formatDeparture(def, dep) : '—',
      ]);
    }
    if (rows.length === 0) return null;
    return {
      header: lang === 'zh' ? ['指标', '本期数值', '参考值', '距平'] : ['Indicator', 'Value', 'Reference', 'Departure'],
      rows,
      caption:
        lang === 'zh'
          ? `指标表 ${period} · ${unitCode}（${dataset && !dataset.synthetic ? `${dataset.name} v${dataset.version}` : 'CropWatch GPT 演示数据，合成'}）`
          : `Indicator table ${period} · ${unitCode} (${dataset && !dataset.synthetic ? `${dataset.name} v${dataset.version}` : 'CropWatch GPT synthetic demo data'})`,
    };
  }

  /** A stored image below the upload root (never outside it): generated SVG, uploaded PNG or JPEG. */
  private async image(stored: string): Promise<BulletinImage | null> {
    const relative = stored.replace(STATIC_URL, '');
    const found = await resolveStatic(uploadRootOf(this.config.dataDir), relative);
    if (!found) return null;
    const data = await readFile(found.file);
    const kind = sniff(data.subarray(0, 64));
    if (kind === 'png' || kind === 'jpeg') {
      const size = kind === 'png' ? pngSize(data) : jpegSize(data);
      return size ? { path: relative, format: kind === 'png' ? 'png' : 'jpg', data, ...size } : null;
    }
    if (kind === 'markup' && relative.toLowerCase().endsWith('.svg')) {
      const size = svgSize(data.toString('utf8', 0, 4096));
      return size ? { path: relative, format: 'svg', data, ...size } : null;
    }
    return null;
  }

  private periodLine(main: AnalysisMainEntity): string {
    const lang = main.lang;
    const period = cropPeriodCode(main.year, main.period);
    const w = WORDS[lang];
    const known = this.crop.period(period);
    const label = known
      ? lang === 'zh'
        ? known.labelZh
        : known.labelEn
      : lang === 'zh'
        ? `${main.year}年${WINDOW[main.period].zh}`
        : `${WINDOW[main.period].en} ${main.year}`;
    const stage = main.stage ? this.crop.stage(main.stage) : undefined;
    const sep = lang === 'zh' ? '：' : ': ';
    const parts = [`${w.period}${sep}${label}`];
    if (stage) parts.push(`${w.stage}${sep}${lang === 'zh' ? stage.nameZh : stage.nameEn}`);
    return parts.join(' · ');
  }
}

const unique = (list: string[]) => [...new Set(list)];

/**
 * The bulletin's data line: the dataset it was generated from (recorded on the analysis), its citation and
 * licence, and the demo notice only for synthetic data. An analysis created before datasets existed reads the demo
 * tables, so it keeps the demo notice alone.
 */
export function dataLineOf(
  dataset: IndicatorDataset | null,
  main: Pick<AnalysisMainEntity, 'datasetId' | 'datasetVersion'>,
  lang: Lang,
): string {
  const w = WORDS[lang];
  if (!main.datasetId) return w.demo;
  if (!dataset)
    return lang === 'zh'
      ? `数据集 ${main.datasetId}（v${main.datasetVersion ?? 1}）已不存在，指标表无法读取。`
      : `Dataset ${main.datasetId} (v${main.datasetVersion ?? 1}) no longer exists; its indicator tables cannot be read.`;
  const name = `${dataset.name} v${dataset.version}`;
  if (dataset.synthetic) return lang === 'zh' ? `${w.demo}（数据集：${name}）` : `${w.demo} (Dataset: ${name})`;
  return lang === 'zh'
    ? `数据集：${name} · 引用：${dataset.citation} · 许可：${dataset.licence}`
    : `Dataset: ${name} · Citation: ${dataset.citation} · Licence: ${dataset.licence}`;
}
