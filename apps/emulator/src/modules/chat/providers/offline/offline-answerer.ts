import type { ChatKnowledgeHit, ChatSource } from '@cropwatch/contract';
import {
  type CropCalendarEntity,
  type CropDataService,
  type CropIndicatorEntity,
  type CropPeriodEntity,
  type CropUnit,
  fieldValue,
  formatDeparture,
  formatValue,
  PANEL,
} from '../../../crop-data';
import type { StoredImage } from '../../images/chat-image.store';
import { calendarSource, passageSource, productionSource, tableSource } from './citations';
import {
  COMPARE_PANEL,
  conditionWords,
  cropName,
  demoNotice,
  periodName,
  productionDelta,
  seasonCropName,
  stageNames,
  tableHeader,
  tableRow,
  unitName,
  verdict,
} from './compose';
import { fallback, noCropData, noData, noPeriod, noPlace } from './no-data';
import { type Abbreviation, extractSlots, type Lang, type QuestionSlots } from './question';
import { periodReason } from './time-words';
import { answerYield, type YieldReader } from './yield-answer';

export interface OfflineAnswer {
  text: string;
  sources: ChatSource[];
  /** Which route answered (for tests and the benchmark). */
  route: 'table' | 'compare' | 'knowledge' | 'passage' | 'image' | 'no-data' | 'fallback' | 'yield';
  slots: QuestionSlots;
}

export interface OfflineQuestion {
  question: string;
  images: StoredImage[];
  /** Earlier user questions of the branch, oldest first (for follow-ups like "那气温呢？"). */
  previousQuestions: string[];
  uiLang: 'zh-CN' | 'en-US';
  /**
   * Passages retrieved from the knowledge bases the conversation draws on (issue #34), best first, already
   * limited to what the asker may read. Absent: only the seeded knowledge.
   */
  passages?: readonly KnowledgePassageHit[];
}

/** A retrieved passage as the answerer reads it (`ChatKnowledgeHit` of the contract). */
export type KnowledgePassageHit = Pick<
  ChatKnowledgeHit,
  'id' | 'documentName' | 'kbName' | 'seq' | 'heading' | 'text' | 'score' | 'coverage'
>;

/** Least share of the question's terms the best passage must hold for an answer from the knowledge bases. */
export const PASSAGE_MIN_COVERAGE = 0.4;

/** Minimum BM25 score of the best knowledge document for a retrieval answer. */
export const KNOWLEDGE_MIN_SCORE = 2.5;

/**
 * The offline answering pipeline (domain notes §3.2): normalise, extract slots, then answer from the
 * indicator tables, from the knowledge base, from an image's metadata, or say honestly that there is no
 * data. Deterministic: the same question over the same data gives the same text.
 */
export class OfflineAnswerer {
  constructor(
    private readonly data: CropDataService,
    /** The active yield-history dataset (issue #35); without it yield questions take the other routes. */
    private readonly yields?: YieldReader,
  ) {}

  async answer(q: OfflineQuestion, abbreviations: readonly Abbreviation[]): Promise<OfflineAnswer> {
    const slots = extractSlots(q.question, this.data, abbreviations, q.uiLang);
    this.inheritContext(slots, q, abbreviations);
    const lang = slots.lang;

    if (q.images.length > 0) return this.imageAnswer(q, slots);
    // Before the period check: "2000年以来" is a span of years of the yield history, not a monitoring period.
    const yieldAnswer = this.yields ? await answerYield(this.yields, q.question, slots) : null;
    if (yieldAnswer) return { ...yieldAnswer, slots };
    if (slots.missingPeriod) return noPeriod(this.data, slots);
    if (slots.regions.length === 0 && slots.uncoveredPlaces.length > 0 && !slots.definitional)
      return noPlace(this.data, slots);
    if (slots.regions.length > 1) return this.compare(slots);
    if (slots.regions.length === 1) return this.regionAnswer(slots.regions[0], slots);
    const own = this.passageAnswer(q.passages ?? [], slots);
    if (own) return own;
    const knowledge = this.knowledgeAnswer(slots, lang);
    if (knowledge) return knowledge;
    return fallback(this.data, slots);
  }

  /** A follow-up without a region ("那气温呢？") keeps the region of the previous question. */
  private inheritContext(slots: QuestionSlots, q: OfflineQuestion, abbreviations: readonly Abbreviation[]): void {
    if (slots.regions.length > 0 || slots.definitional || q.images.length > 0) return;
    if (slots.indicators.length === 0 && !slots.periodExplicit && !slots.crop) return;
    for (const previous of [...q.previousQuestions].reverse()) {
      const before = extractSlots(previous, this.data, abbreviations, q.uiLang);
      if (before.regions.length === 0) continue;
      slots.regions = before.regions;
      if (!slots.periodExplicit && before.period) slots.period = before.period;
      return;
    }
  }

  private async rowOrNull(unit: CropUnit, period: CropPeriodEntity | null): Promise<CropIndicatorEntity | null> {
    return period ? this.data.indicatorRow(unit.code, period.code) : null;
  }

  private async regionAnswer(unit: CropUnit, slots: QuestionSlots): Promise<OfflineAnswer> {
    const lang = slots.lang;
    const asked = slots.period;
    if (!asked) return noData(this.data, unit, slots);
    const seen = new Set<string>();
    const notes: string[] = [];
    let period = asked;
    let calendars: CropCalendarEntity[] = [];
    let cropLabel: string | null = null;
    if (slots.crop) {
      calendars = await this.cropCalendars(unit, slots.crop);
      if (calendars.length === 0) return noCropData(this.data, unit, slots);
      const label = () =>
        calendars.map((c) => seasonCropName(c.crop, c.cropSeason, lang, seen)).join(lang === 'zh' ? '、' : ', ');
      // The first mention carries the original season word in parentheses, the later ones do not.
      cropLabel = label();
      const cropPlain = label();
      // A stage question is answered for the period asked; a condition question for a period the crop grows in.
      const chosen = slots.stageQuestion ? asked : await this.inSeasonPeriod(unit, calendars, asked);
      if (chosen !== asked) notes.push(this.offSeasonSentence(calendars, cropPlain, asked, chosen, lang));
      if (!chosen) {
        const text = [
          `**${unitName(unit, lang)} · ${cropLabel}**`,
          '',
          periodReason({ period: asked, why: slots.periodWhy, words: slots.periodWords }, this.latest(), lang),
          '',
          ...notes,
        ].join('\n');
        return { text, sources: [calendarSource(unit, slots.crop.code, lang)], route: 'no-data', slots };
      }
      period = chosen;
    }
    const row = await this.rowOrNull(unit, period);
    if (!row) return noData(this.data, unit, { ...slots, period });
    const sources: ChatSource[] = [tableSource(unit, period, lang)];
    const asked2 = slots.indicators.filter((c) => c !== 'CONDITION' && c !== 'PRODUCTION' && c !== 'NDVI');
    const showPanel = asked2.length === 0;
    const codes = showPanel ? PANEL : asked2;
    const defs = codes.map((c) => this.data.indicatorDef(c)).filter((d) => !!d);
    const lines: string[] = [];
    lines.push(`**${unitName(unit, lang)} · ${periodName(period, lang)}${cropLabel ? ` · ${cropLabel}` : ''}**`);
    lines.push('');
    lines.push(periodReason({ period: asked, why: slots.periodWhy, words: slots.periodWords }, this.latest(), lang));
    for (const note of [...notes, ...this.uncoveredNote(slots, [unit])]) lines.push('', note);
    lines.push('');
    lines.push(tableHeader(lang));
    for (const def of defs) {
      const r = tableRow(def, row, lang);
      if (r) lines.push(r);
    }
    lines.push('');
    const readings = defs.map((d) => verdict(d, row, lang)).filter((v): v is string => !!v);
    const calendar = await this.calendarSentence(unit, period, slots, calendars, seen);
    if (calendar) {
      readings.unshift(calendar.text);
      sources.push(calendar.source);
    }
    if (lang === 'zh') lines.push(`**结论：**${readings.join('')}`);
    else lines.push(`**Verdict:** ${readings.join(' ')}`);
    const irrigation = this.irrigationCaveat(row, codes, lang);
    if (irrigation) lines.push('', irrigation);
    if (showPanel || slots.indicators.includes('CONDITION') || slots.crop) {
      lines.push('', this.conditionSentence(unit, period, row, slots, lang));
    }
    const production = await this.productionSentence(unit, period, slots);
    if (production) {
      lines.push('', production.text);
      sources.push(production.source);
    }
    lines.push('', demoNotice(lang));
    return { text: lines.join('\n'), sources, route: 'table', slots };
  }

  private latest(): CropPeriodEntity {
    return this.data.latestPeriod()!;
  }

  /** The crop's calendars in a unit (or its country), narrowed to the season the question names. */
  private async cropCalendars(unit: CropUnit, crop: NonNullable<QuestionSlots['crop']>): Promise<CropCalendarEntity[]> {
    const calendars = await this.data.calendars(unit.code, crop.code);
    const hinted = crop.seasonHint ? calendars.filter((c) => c.cropSeason === crop.seasonHint) : [];
    return hinted.length ? hinted : calendars;
  }

  /**
   * The period to judge a crop from: the asked one when the crop grows in the field then (a stage other than
   * sowing or harvest), else its latest growing period before it that has a table row (else the next after).
   */
  private async inSeasonPeriod(
    unit: CropUnit,
    calendars: readonly CropCalendarEntity[],
    asked: CropPeriodEntity,
  ): Promise<CropPeriodEntity | null> {
    if (isGrowing(calendars, asked)) return asked;
    const periods = this.data.periods();
    const i = periods.findIndex((p) => p.code === asked.code);
    const order = [...periods.slice(0, i).reverse(), ...periods.slice(i + 1)];
    for (const p of order) {
      if (isGrowing(calendars, p) && (await this.data.indicatorRow(unit.code, p.code))) return p;
    }
    return null;
  }

  private offSeasonSentence(
    calendars: readonly CropCalendarEntity[],
    cropLabel: string,
    asked: CropPeriodEntity,
    chosen: CropPeriodEntity | null,
    lang: Lang,
  ): string {
    const stages = [...new Set(calendars.flatMap((c) => c.byWindow[asked.season] ?? []))];
    const names = stageNames(this.data, stages, lang);
    const state =
      lang === 'zh'
        ? names.length
          ? `只处于${names.join('、')}期`
          : '处于非生长季'
        : names.length
          ? `only at ${names.join(', ')}`
          : 'out of season';
    if (lang === 'zh') {
      const head = `**季节：**${cropLabel}在${asked.labelZh}${state}，不在田间生长，不能据这一期判断它的长势`;
      return chosen
        ? `${head}；以下改用它最近的生长季监测期：${chosen.labelZh}。`
        : `${head}，数据中也没有它生长季的监测期。`;
    }
    const head = `**Season:** ${cropLabel} is not growing in the field in ${asked.labelEn} (${state}), so its condition cannot be judged from that period`;
    return chosen
      ? `${head}; the answer uses its latest in-season period, ${chosen.labelEn}.`
      : `${head}, and the data has no period when it is in season.`;
  }

  /** The condition class is about all the cropland of the unit, never a single crop: the sentence says so. */
  private conditionSentence(
    unit: CropUnit,
    period: CropPeriodEntity,
    row: CropIndicatorEntity,
    slots: QuestionSlots,
    lang: Lang,
  ): string {
    const crop = slots.crop ? cropName(slots.crop.code, lang) : null;
    const ndvi = row.ndviBelowAvgPct ?? '—';
    if (lang === 'zh') {
      const what = crop ? `全部作物，不单指${crop}` : '全部作物';
      return `总体来看，${period.labelZh}${unit.nameZh}耕地（${what}）的作物长势等级为：${conditionWords(row, lang)}；${ndvi}% 的耕地 NDVI 低于近5年平均。`;
    }
    const what = crop ? `all crops, not ${crop} alone` : 'all crops';
    return `Overall, the crop condition class of the cropland of ${unit.nameEn} (${what}) in ${period.labelEn} is ${conditionWords(row, lang)}; NDVI stayed below the 5-year average on ${ndvi}% of the cropland.`;
  }

  /** "No data for Japan": places of the question the data does not cover, next to an answer for the others. */
  private uncoveredNote(slots: QuestionSlots, answered: readonly CropUnit[]): string[] {
    const missing = slots.uncoveredPlaces.map((p) => p[slots.lang]);
    if (missing.length === 0) return [];
    const names = answered.map((u) => (slots.lang === 'zh' ? u.nameZh : u.nameEn));
    return [
      slots.lang === 'zh'
        ? `**注意：**演示数据中没有${missing.join('、')}的数据，以下只回答${names.join('、')}。`
        : `**Note:** the demo data has nothing for ${missing.join(', ')}; this answers ${names.join(', ')} only.`,
    ];
  }

  private async compare(slots: QuestionSlots): Promise<OfflineAnswer> {
    const lang = slots.lang;
    const period = slots.period;
    if (!period) return fallback(this.data, slots);
    const asked = slots.indicators.filter((c) => c !== 'CONDITION' && c !== 'PRODUCTION' && c !== 'NDVI');
    const defs = (asked.length ? asked : COMPARE_PANEL).map((c) => this.data.indicatorDef(c)).filter((d) => !!d);
    const rows = await this.data.indicatorRows({ unitCodes: slots.regions.map((u) => u.code), periods: [period.code] });
    const byUnit = new Map(rows.map((r) => [r.unitCode, r]));
    const missing = slots.regions.filter((u) => !byUnit.has(u.code));
    const present = slots.regions.filter((u) => byUnit.has(u.code));
    if (present.length === 0) return noData(this.data, slots.regions[0], slots);
    const lines: string[] = [];
    lines.push(
      lang === 'zh'
        ? `**${periodName(period, lang)} 对比：${present.map((u) => u.nameZh).join('、')}**`
        : `**${periodName(period, lang)} comparison: ${present.map((u) => u.nameEn).join(', ')}**`,
    );
    lines.push('');
    lines.push(periodReason({ period, why: slots.periodWhy, words: slots.periodWords }, this.latest(), lang));
    for (const note of this.uncoveredNote(slots, present)) lines.push('', note);
    lines.push('');
    const head = defs.map((d) => d.code);
    const conditionHead = lang === 'zh' ? '长势' : 'Condition';
    lines.push(`| ${lang === 'zh' ? '区域' : 'Region'} | ${head.join(' | ')} | ${conditionHead} |`);
    lines.push(`|---|${head.map(() => '---|').join('')}---|`);
    for (const u of present) {
      const row = byUnit.get(u.code)!;
      const cells = defs.map((d) => {
        const v = fieldValue(row, d.fields.value);
        const dep = fieldValue(row, d.fields.departure);
        if (typeof v !== 'number') return '—';
        return typeof dep === 'number'
          ? `${formatValue(d, v, lang)} (${formatDeparture(d, dep)})`
          : formatValue(d, v, lang);
      });
      lines.push(`| ${unitName(u, lang)} | ${cells.join(' | ')} | ${conditionWords(row, lang)} |`);
    }
    lines.push('');
    const first = defs[0];
    if (first) {
      const readings = present
        .map((u) => {
          const v = verdict(first, byUnit.get(u.code)!, lang);
          return v ? (lang === 'zh' ? `${u.nameZh}：${v}` : `${u.nameEn}: ${v}`) : null;
        })
        .filter((x): x is string => !!x);
      const ranked = present
        .map((u) => ({ u, v: fieldValue(byUnit.get(u.code)!, first.fields.value) }))
        .filter((x): x is { u: CropUnit; v: number } => typeof x.v === 'number')
        .sort((a, b) => b.v - a.v);
      if (ranked.length >= 2) {
        const top = ranked[0];
        readings.push(
          lang === 'zh'
            ? `${first.nameZh}最高的是${top.u.nameZh}（${formatValue(first, top.v, lang)}）。`
            : `The highest ${first.nameEn} is in ${top.u.nameEn} (${formatValue(first, top.v, lang)}).`,
        );
      }
      lines.push(lang === 'zh' ? `**结论：**${readings.join('')}` : `**Verdict:** ${readings.join(' ')}`);
    }
    if (missing.length) {
      lines.push(
        '',
        lang === 'zh'
          ? `没有 ${missing.map((u) => u.nameZh).join('、')} 在该期的指标数据。`
          : `No indicator data for ${missing.map((u) => u.nameEn).join(', ')} in this period.`,
      );
    }
    const sources = present.map((u) => tableSource(u, period, lang));
    lines.push('', demoNotice(lang));
    return { text: lines.join('\n'), sources, route: 'compare', slots };
  }

  /** The stages of the asked crop (or of every crop, for a stage question) in the period. */
  private async calendarSentence(
    unit: CropUnit,
    period: CropPeriodEntity,
    slots: QuestionSlots,
    cropCalendars: readonly CropCalendarEntity[],
    seen: Set<string>,
  ) {
    if (!slots.crop && !slots.stage) return null;
    const lang = slots.lang;
    const calendars = cropCalendars.length ? cropCalendars : await this.data.calendars(unit.code);
    if (calendars.length === 0) return null;
    const parts = calendars.map((c) => {
      const stages = stageNames(this.data, c.byWindow[period.season] ?? [], lang);
      const name = seasonCropName(c.crop, c.cropSeason, lang, seen);
      if (stages.length === 0) return lang === 'zh' ? `${name}不在生长季` : `${name} is out of season`;
      return lang === 'zh' ? `${name}处于${stages.join('、')}期` : `${name} went through ${stages.join(', ')}`;
    });
    const where = calendars[0].unitCode === unit.code ? unit : (this.data.unit(calendars[0].unitCode) ?? unit);
    return {
      text:
        lang === 'zh'
          ? `${period.labelZh}，${where.nameZh}${parts.join('；')}。`
          : `In ${period.labelEn}, in ${where.nameEn}, ${parts.join('; ')}.`,
      source: calendarSource(where, slots.crop?.code ?? calendars[0].crop, lang),
    };
  }

  private async productionSentence(unit: CropUnit, period: CropPeriodEntity, slots: QuestionSlots) {
    const wantsProduction = slots.indicators.includes('PRODUCTION');
    if (!slots.crop && !wantsProduction) return null;
    const country = unit.countryIso3;
    if (!country || unit.level === 'mpz') return null;
    const rows = await this.data.production(country, slots.crop?.code, period.year);
    const countryUnit = this.data.unit(country);
    if (rows.length === 0 || !countryUnit) return null;
    const lang = slots.lang;
    const parts = rows.map((r) => {
      const name = cropName(r.crop, lang);
      const delta = productionDelta(r.deltaPct);
      return lang === 'zh'
        ? `${name}${Math.round(r.productionKt)}千吨（较上年${delta}）`
        : `${name} ${Math.round(r.productionKt).toLocaleString('en-US')} kt (${delta} vs last year)`;
    });
    return {
      text:
        lang === 'zh'
          ? `${period.year}年${countryUnit.nameZh}产量估算：${parts.join('，')}。`
          : `${period.year} production estimate for ${countryUnit.nameEn}: ${parts.join(', ')}.`,
      source: productionSource(countryUnit, period.year, slots.crop?.code ?? null, lang),
    };
  }

  private irrigationCaveat(row: CropIndicatorEntity, codes: string[], lang: Lang): string | null {
    const share = row.irrigatedSharePct ?? 0;
    if (share < 70 || !codes.some((c) => c === 'RAIN' || c === 'BIOMSS')) return null;
    return lang === 'zh'
      ? `注意：该区约 ${Math.round(share)}% 的耕地有灌溉，降水距平对作物的影响有限。`
      : `Note: about ${Math.round(share)}% of the cropland is irrigated, so rainfall departures matter less for the crops.`;
  }

  /**
   * An answer from the conversation's own knowledge bases: the best passage (and a second one nearly as good),
   * quoted with the document and passage number, each cited as `kbp:<passage id>` so the side panel opens it.
   */
  private passageAnswer(passages: readonly KnowledgePassageHit[], slots: QuestionSlots): OfflineAnswer | null {
    const lang = slots.lang;
    const top = passages[0];
    if (!top || top.coverage < PASSAGE_MIN_COVERAGE) return null;
    const used = [
      top,
      ...passages.slice(1).filter((p) => p.score >= top.score * 0.75 && p.coverage >= PASSAGE_MIN_COVERAGE),
    ].slice(0, 2);
    const sources = used.map((p) => passageSource(p, lang));
    const lines: string[] = [
      lang === 'zh' ? '根据所选知识库中的文档：' : 'From the documents of the chosen knowledge bases:',
      '',
    ];
    used.forEach((p, i) => {
      lines.push(`**${sources[i].title}**`);
      lines.push(`${p.text.trim()} [${i + 1}]`);
      lines.push('');
    });
    return { text: lines.join('\n').trimEnd(), sources, route: 'passage', slots };
  }

  private knowledgeAnswer(slots: QuestionSlots, lang: Lang): OfflineAnswer | null {
    const expansions = slots.abbreviations.map((a) => `${a.abbr} ${a.fullEn} ${a.fullZh}`).join(' ');
    const hits = this.data.searchKnowledge(`${slots.normalized} ${expansions} ${slots.indicators.join(' ')}`, 3);
    const top = hits[0];
    if (!top || top.score < KNOWLEDGE_MIN_SCORE) return null;
    const used = [top, ...hits.slice(1).filter((h) => h.score >= top.score * 0.75)].slice(0, 2);
    const sources: ChatSource[] = used.map((h) => ({
      id: `kb:${h.doc.id}`,
      title: lang === 'zh' ? h.doc.titleZh : h.doc.titleEn,
      source: h.doc.source,
    }));
    const lines: string[] = [];
    for (const a of slots.abbreviations.slice(0, 3)) {
      lines.push(
        lang === 'zh' ? `**${a.abbr}**：${a.fullZh}（${a.fullEn}）` : `**${a.abbr}**: ${a.fullEn} (${a.fullZh})`,
      );
    }
    if (lines.length) lines.push('');
    used.forEach((h, i) => {
      lines.push(`**${lang === 'zh' ? h.doc.titleZh : h.doc.titleEn}**`);
      lines.push(`${lang === 'zh' ? h.doc.bodyZh : h.doc.bodyEn} [${i + 1}]`);
      lines.push('');
    });
    return { text: lines.join('\n').trimEnd(), sources, route: 'knowledge', slots };
  }

  private async imageAnswer(q: OfflineQuestion, slots: QuestionSlots): Promise<OfflineAnswer> {
    const lang = slots.lang;
    const lines: string[] = [];
    lines.push(
      lang === 'zh'
        ? '当前为离线模式，没有配置视觉模型：我**看不到图片的像素内容**，无法从图中判断作物长势、病虫害或地物类型。我能确认的只有图片的文件信息：'
        : "This is offline mode without a vision model: I **cannot see the image's pixels**, so I cannot judge crop condition, pests or land cover from it. What I can tell is only the file information:",
    );
    lines.push('');
    q.images.forEach((img, i) => {
      const { info } = img;
      const size = `${(info.bytes / 1024).toFixed(1)} KB`;
      const dims =
        info.width && info.height ? `${info.width} × ${info.height} px` : lang === 'zh' ? '尺寸未知' : 'size unknown';
      const parts = [info.mime.replace('image/', '').toUpperCase(), dims, size];
      if (info.takenAt) parts.push(lang === 'zh' ? `拍摄时间 ${info.takenAt}` : `taken ${info.takenAt}`);
      if (info.gps) parts.push(`GPS ${info.gps.lat}, ${info.gps.lon}`);
      if (info.cameraModel) parts.push(lang === 'zh' ? `设备 ${info.cameraModel}` : `camera ${info.cameraModel}`);
      if (!info.takenAt && !info.gps)
        parts.push(lang === 'zh' ? '无拍摄时间或位置信息（EXIF）' : 'no EXIF date or position');
      lines.push(`${i + 1}. ${parts.join(' · ')}`);
    });
    const sources: ChatSource[] = q.images.map((img) => ({
      id: `image:${img.path}`,
      title: img.path.split('/').pop() ?? img.path,
      source: lang === 'zh' ? '用户上传的图片（仅读取文件元数据）' : 'uploaded image (file metadata only)',
    }));
    if (slots.regions.length === 1) {
      const table = await this.regionAnswer(slots.regions[0], slots);
      if (table.route === 'table') {
        lines.push(
          '',
          lang === 'zh'
            ? '问题中提到的区域，指标表中的数据如下：'
            : 'For the region named in your question, the indicator table says:',
          '',
          table.text,
        );
        sources.push(...table.sources);
        return { text: lines.join('\n'), sources, route: 'image', slots };
      }
    }
    lines.push(
      '',
      lang === 'zh'
        ? '如需分析图片内容，请在“应用配置”中为应用配置支持视觉的 OpenAI 兼容模型；也可以直接问我某个区域和时期的指标。'
        : 'To analyse the picture itself, configure an OpenAI-compatible app with a vision model in the app config; or ask me about a region and period from the indicator tables.',
    );
    return { text: lines.join('\n'), sources, route: 'image', slots };
  }
}

/** Stages that put a crop in the field for judging its condition (not just sown, not only being harvested). */
const NOT_GROWING = new Set(['sowing', 'harvest', 'out_of_season']);
function isGrowing(calendars: readonly CropCalendarEntity[], period: CropPeriodEntity): boolean {
  return calendars.some((c) => (c.byWindow[period.season] ?? []).some((s) => !NOT_GROWING.has(s)));
}
