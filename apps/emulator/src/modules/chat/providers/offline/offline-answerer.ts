import type { ChatSource } from '@cropwatch/contract';
import type { CropDataService, CropUnit } from '../../../crop-data/crop-data.service';
import type { CropIndicatorEntity } from '../../../crop-data/entities/crop-indicator.entity';
import type { CropPeriodEntity } from '../../../crop-data/entities/crop-unit.entities';
import type { StoredImage } from '../../images/chat-image.store';
import {
  COMPARE_PANEL,
  conditionWords,
  CROP_SEASON_ZH,
  demoNotice,
  fieldValue,
  formatDeparture,
  formatValue,
  PANEL,
  periodName,
  tableHeader,
  tableRow,
  tableSource,
  unitName,
  verdict,
} from './compose';
import { type Abbreviation, extractSlots, type Lang, type QuestionSlots } from './question';

export interface OfflineAnswer {
  text: string;
  sources: ChatSource[];
  /** Which route answered (for tests and the benchmark). */
  route: 'table' | 'compare' | 'knowledge' | 'image' | 'no-data' | 'fallback';
  slots: QuestionSlots;
}

export interface OfflineQuestion {
  question: string;
  images: StoredImage[];
  /** Earlier user questions of the branch, oldest first (for follow-ups like "那气温呢？"). */
  previousQuestions: string[];
  uiLang: 'zh-CN' | 'en-US';
}

/** Minimum BM25 score of the best knowledge document for a retrieval answer. */
export const KNOWLEDGE_MIN_SCORE = 2.5;

export const CROP_NAMES: Record<string, { zh: string; en: string }> = {
  maize: { zh: '玉米', en: 'maize' },
  rice: { zh: '水稻', en: 'rice' },
  wheat: { zh: '小麦', en: 'wheat' },
  soybean: { zh: '大豆', en: 'soybean' },
  cotton: { zh: '棉花', en: 'cotton' },
};

/**
 * The offline answering pipeline (domain notes §3.2): normalise, extract slots, then answer from the
 * indicator tables, from the knowledge base, from an image's metadata, or say honestly that there is no
 * data. Deterministic: the same question over the same data gives the same text.
 */
export class OfflineAnswerer {
  constructor(private readonly data: CropDataService) {}

  async answer(q: OfflineQuestion, abbreviations: readonly Abbreviation[]): Promise<OfflineAnswer> {
    const slots = extractSlots(q.question, this.data, abbreviations, q.uiLang);
    this.inheritContext(slots, q, abbreviations);
    const lang = slots.lang;

    if (q.images.length > 0) return this.imageAnswer(q, slots);
    if (slots.missingPeriod) return this.noPeriod(slots);
    if (slots.regions.length > 1) return this.compare(slots);
    if (slots.regions.length === 1) return this.regionAnswer(slots.regions[0], slots);
    const knowledge = this.knowledgeAnswer(slots, lang);
    if (knowledge) return knowledge;
    return this.fallback(slots);
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
    const period = slots.period;
    const row = await this.rowOrNull(unit, period);
    if (!row || !period) return this.noData(unit, slots);
    const sources: ChatSource[] = [tableSource(unit, period, lang)];
    const asked = slots.indicators.filter((c) => c !== 'CONDITION' && c !== 'PRODUCTION' && c !== 'NDVI');
    const showPanel = asked.length === 0;
    const codes = showPanel ? PANEL : asked;
    const defs = codes.map((c) => this.data.indicatorDef(c)).filter((d) => !!d);
    const lines: string[] = [];
    lines.push(`**${unitName(unit, lang)} · ${periodName(period, lang)}**`);
    lines.push('');
    lines.push(tableHeader(lang));
    for (const def of defs) {
      const r = tableRow(def, row, lang);
      if (r) lines.push(r);
    }
    lines.push('');
    const readings = defs.map((d) => verdict(d, row, lang)).filter((v): v is string => !!v);
    const calendar = await this.calendarSentence(unit, period, slots);
    if (calendar) {
      readings.unshift(calendar.text);
      sources.push(calendar.source);
    }
    if (lang === 'zh') lines.push(`**结论：**${readings.join('')}`);
    else lines.push(`**Verdict:** ${readings.join(' ')}`);
    const irrigation = this.irrigationCaveat(row, codes, lang);
    if (irrigation) lines.push('', irrigation);
    if (showPanel || slots.indicators.includes('CONDITION') || slots.crop) {
      lines.push(
        '',
        lang === 'zh'
          ? `总体来看，本期作物长势等级为：${conditionWords(row, lang)}；${row.ndviBelowAvgPct ?? '—'}% 的耕地 NDVI 低于近5年平均。`
          : `Overall, the crop condition class is ${conditionWords(row, lang)}; NDVI stayed below the 5-year average on ${row.ndviBelowAvgPct ?? '—'}% of the cropland.`,
      );
    }
    const production = await this.productionSentence(unit, period, slots);
    if (production) {
      lines.push('', production.text);
      sources.push(production.source);
    }
    lines.push('', demoNotice(lang));
    return { text: lines.join('\n'), sources, route: 'table', slots };
  }

  private async compare(slots: QuestionSlots): Promise<OfflineAnswer> {
    const lang = slots.lang;
    const period = slots.period;
    if (!period) return this.fallback(slots);
    const asked = slots.indicators.filter((c) => c !== 'CONDITION' && c !== 'PRODUCTION' && c !== 'NDVI');
    const defs = (asked.length ? asked : COMPARE_PANEL).map((c) => this.data.indicatorDef(c)).filter((d) => !!d);
    const rows = await this.data.indicatorRows({ unitCodes: slots.regions.map((u) => u.code), periods: [period.code] });
    const byUnit = new Map(rows.map((r) => [r.unitCode, r]));
    const missing = slots.regions.filter((u) => !byUnit.has(u.code));
    const present = slots.regions.filter((u) => byUnit.has(u.code));
    if (present.length === 0) return this.noData(slots.regions[0], slots);
    const lines: string[] = [];
    lines.push(
      lang === 'zh'
        ? `**${periodName(period, lang)} 对比：${present.map((u) => u.nameZh).join('、')}**`
        : `**${periodName(period, lang)} comparison: ${present.map((u) => u.nameEn).join(', ')}**`,
    );
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

  private async calendarSentence(unit: CropUnit, period: CropPeriodEntity, slots: QuestionSlots) {
    if (!slots.crop && !slots.stage) return null;
    const lang = slots.lang;
    const crop = slots.crop?.code;
    let calendars = await this.data.calendars(unit.code, crop);
    if (slots.crop?.seasonHint) {
      const hinted = calendars.filter((c) => c.cropSeason === slots.crop!.seasonHint);
      if (hinted.length) calendars = hinted;
    }
    if (calendars.length === 0) {
      if (!crop) return null;
      const name = CROP_NAMES[crop]?.[lang] ?? crop;
      return {
        text:
          lang === 'zh'
            ? `（演示数据中没有${unit.nameZh}${name}的作物日历。）`
            : `(No ${name} calendar for ${unit.nameEn} in the demo data.)`,
        source: { id: `calendar:${unit.code}`, title: 'crop calendars', source: 'seed/crop/crop-calendars.json' },
      };
    }
    const parts = calendars.map((c) => {
      const stages = (c.byWindow[period.season] ?? []).map((s) => {
        const st = this.data.stage(s);
        return st ? (lang === 'zh' ? st.nameZh : st.nameEn.toLowerCase()) : s;
      });
      const name = CROP_NAMES[c.crop]?.[lang] ?? c.crop;
      const seasonZh = c.cropSeason === 'main' ? '' : (CROP_SEASON_ZH[c.cropSeason] ?? c.cropSeason);
      const seasonText = c.cropSeason === 'main' ? '' : ` (${c.cropSeason})`;
      if (stages.length === 0)
        return lang === 'zh' ? `${seasonZh}${name}不在生长季` : `${name}${seasonText} is out of season`;
      return lang === 'zh'
        ? `${seasonZh}${name}处于${stages.join('、')}期`
        : `${name}${seasonText} went through ${stages.join(', ')}`;
    });
    const where = calendars[0].unitCode === unit.code ? unit : (this.data.unit(calendars[0].unitCode) ?? unit);
    return {
      text:
        lang === 'zh'
          ? `本监测期（${period.seasonLabelZh}）${where.nameZh}${parts.join('；')}。`
          : `In ${period.seasonLabelEn}, in ${where.nameEn}, ${parts.join('; ')}.`,
      source: {
        id: `calendar:${where.code}`,
        title:
          lang === 'zh' ? `作物日历 · ${where.code} ${where.nameZh}` : `Crop calendar · ${where.code} ${where.nameEn}`,
        source:
          lang === 'zh'
            ? 'CropWatch GPT 演示数据：seed/crop/crop-calendars.json'
            : 'CropWatch GPT demo data: seed/crop/crop-calendars.json',
      },
    };
  }

  private async productionSentence(unit: CropUnit, period: CropPeriodEntity, slots: QuestionSlots) {
    const wantsProduction = slots.indicators.includes('PRODUCTION');
    if (!slots.crop && !wantsProduction) return null;
    const country = unit.countryIso3;
    if (!country || unit.level === 'mpz') return null;
    const rows = await this.data.production(country, slots.crop?.code, period.year);
    if (rows.length === 0) return null;
    const lang = slots.lang;
    const countryUnit = this.data.unit(country);
    const parts = rows.map((r) => {
      const name = CROP_NAMES[r.crop]?.[lang] ?? r.crop;
      const delta = `${r.deltaPct > 0 ? '+' : r.deltaPct < 0 ? '−' : '±'}${Math.abs(r.deltaPct).toFixed(1)}%`;
      return lang === 'zh'
        ? `${name}${Math.round(r.productionKt)}千吨（较上年${delta}）`
        : `${name} ${Math.round(r.productionKt).toLocaleString('en-US')} kt (${delta} vs last year)`;
    });
    return {
      text:
        lang === 'zh'
          ? `${period.year}年${countryUnit?.nameZh ?? country}产量估算：${parts.join('，')}。`
          : `${period.year} production estimate for ${countryUnit?.nameEn ?? country}: ${parts.join(', ')}.`,
      source: {
        id: `production:${country}:${period.year}`,
        title:
          lang === 'zh' ? `产量估算 · ${country} ${period.year}` : `Production estimate · ${country} ${period.year}`,
        source:
          lang === 'zh'
            ? 'CropWatch GPT 演示数据：seed/crop/production.json'
            : 'CropWatch GPT demo data: seed/crop/production.json',
      },
    };
  }

  private irrigationCaveat(row: CropIndicatorEntity, codes: string[], lang: Lang): string | null {
    const share = row.irrigatedSharePct ?? 0;
    if (share < 70 || !codes.some((c) => c === 'RAIN' || c === 'BIOMSS')) return null;
    return lang === 'zh'
      ? `注意：该区约 ${Math.round(share)}% 的耕地有灌溉，降水距平对作物的影响有限。`
      : `Note: about ${Math.round(share)}% of the cropland is irrigated, so rainfall departures matter less for the crops.`;
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

  private noPeriod(slots: QuestionSlots): OfflineAnswer {
    const lang = slots.lang;
    const periods = this.data.periods().map((p) => p.code);
    const text =
      lang === 'zh'
        ? `抱歉，演示数据中没有“${slots.missingPeriod}”这一监测期的数据。可查询的监测期为：${periods.join('、')}。`
        : `Sorry, the demo data has no monitoring period "${slots.missingPeriod}". Available periods: ${periods.join(', ')}.`;
    return { text, sources: [], route: 'no-data', slots };
  }

  private noData(unit: CropUnit, slots: QuestionSlots): OfflineAnswer {
    const lang = slots.lang;
    const withData = this.data
      .units()
      .filter((u) => u.level === 'country' && u.hasIndicators)
      .map((u) => (lang === 'zh' ? u.nameZh : u.nameEn));
    const text = unit.hasIndicators
      ? lang === 'zh'
        ? `抱歉，没有找到${unitName(unit, lang)}在${slots.period ? periodName(slots.period, lang) : '该期'}的指标数据。`
        : `Sorry, there are no indicator data for ${unitName(unit, lang)} in ${slots.period ? periodName(slots.period, lang) : 'that period'}.`
      : lang === 'zh'
        ? `抱歉，演示数据中没有${unitName(unit, lang)}的指标表，我无法回答它的作物长势。有指标数据的国家：${withData.join('、')}。`
        : `Sorry, the demo data has no indicator table for ${unitName(unit, lang)}, so I cannot tell its crop conditions. Countries with data: ${withData.join(', ')}.`;
    return { text, sources: [], route: 'no-data', slots };
  }

  private fallback(slots: QuestionSlots): OfflineAnswer {
    const lang = slots.lang;
    const periods = this.data.periods();
    const first = periods[0]?.code ?? '';
    const last = periods[periods.length - 1]?.code ?? '';
    const text =
      lang === 'zh'
        ? [
            '抱歉，我没有找到能回答这个问题的数据。离线模式下我只能根据演示指标表和知识库回答：',
            '',
            `- 监测期：${first} 至 ${last}（每年4期：1–4月、4–7月、7–10月、10–1月）`,
            '- 区域：6个主产区、18个国家及其农业生态区（含中国7个区）',
            '- 指标：RAIN、TEMP、RADPAR、BIOMSS、CALF、VCIx、CI、CPI、作物长势等级、产量估算',
            '',
            '可以试试：',
            '1. 印度恒河平原7-10月降水如何？',
            '2. 什么是 CALF？',
            '3. 比较巴基斯坦和印度的CPI',
          ].join('\n')
        : [
            'Sorry, I found no data to answer this. Offline, I can only answer from the demo indicator tables and the knowledge base:',
            '',
            `- Periods: ${first} to ${last} (four a year: Jan–Apr, Apr–Jul, Jul–Oct, Oct–Jan)`,
            "- Regions: the 6 major production zones, 18 countries and their agro-ecological zones (including China's 7 regions)",
            '- Indicators: RAIN, TEMP, RADPAR, BIOMSS, CALF, VCIx, CI, CPI, crop condition class, production estimates',
            '',
            'Try for example:',
            '1. How was rainfall in the Gangetic plain in Jul–Oct 2025?',
            '2. What is CALF?',
            '3. Compare the CPI of Pakistan and India',
          ].join('\n');
    return { text, sources: [], route: 'fallback', slots };
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
