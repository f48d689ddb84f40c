import {
  type CropIndicatorDefEntity,
  departureWords,
  formatDeparture,
  formatNumber,
  formatValue,
  valueClass,
} from '../../crop-data';
import { type DataTable, type Lang, roundedDeparture, valueOf } from './data-table';

/** Share of irrigated cropland from which the paragraph warns that rainfall matters less (domain §1.5). */
export const HIGH_IRRIGATION_PCT = 50;

/** What the paragraph says besides the table: where, when, which crops at which stage. */
export interface ParagraphContext {
  lang: Lang;
  region: string;
  /** `2025年7–10月` / `July–October 2025`. */
  period: string;
  /** Stage name in the analysis language (`灌浆`, `grain filling`), or null. */
  stage: string | null;
  /** Main crop names in the analysis language. */
  crops: string[];
}

const def = (defs: readonly CropIndicatorDefEntity[], code: string) => defs.find((d) => d.code === code);

/** `−27% vs the 15YA, below average` / `较15年平均偏少27%（偏少）` for an indicator with a departure. */
function departurePhrase(d: CropIndicatorDefEntity, dep: number, lang: Lang): string {
  const r = roundedDeparture(d, dep);
  const words = departureWords(d, r, lang);
  const ref = d.reference === '5YA' ? (lang === 'zh' ? '近5年平均' : '5YA') : lang === 'zh' ? '15年平均' : '15YA';
  if (lang === 'en')
    return words ? `${formatDeparture(d, r)} vs the ${ref}, ${words}` : `${formatDeparture(d, r)} vs the ${ref}`;
  if (r === 0) return `与${ref}持平`;
  const abs = Math.abs(r);
  const change =
    d.departure === 'absolute_c'
      ? `${r > 0 ? '偏高' : '偏低'}${abs.toFixed(1)}℃`
      : d.group === 'agroclimatic'
        ? `${r > 0 ? '偏多' : '偏少'}${abs}%`
        : `${r > 0 ? '增加' : '减少'}${abs}%`;
  // Agronomic departures (CALF, CI) have no word bands: the figure stands alone.
  return words ? `较${ref}${change}（${words}）` : `较${ref}${change}`;
}

/** `RAIN totalled 186 mm (−27% vs the 15YA, below average)`; null when the table lacks the value. */
function indicatorClause(defs: readonly CropIndicatorDefEntity[], code: string, table: DataTable, lang: Lang) {
  const d = def(defs, code);
  if (!d) return null;
  const value = valueOf(table, d.fields.value);
  if (value === undefined) return null;
  const dep = valueOf(table, d.fields.departure);
  const v = formatValue(d, value, lang);
  if (lang === 'zh') {
    const cls = d.departure === null ? valueClass(d, value, lang) : null;
    const head = `${d.nameZh}${v}`;
    if (dep !== undefined) return `${head}，${departurePhrase(d, dep, lang)}`;
    return cls ? `${head}（${cls}）` : head;
  }
  const verb: Record<string, string> = {
    RAIN: 'totalled',
    TEMP: 'averaged',
    RADPAR: 'reached',
    BIOMSS: 'was',
  };
  const head = `${d.code} ${verb[code] ?? 'was'} ${v}`;
  if (dep !== undefined) return `${head} (${departurePhrase(d, dep, lang)})`;
  const cls = valueClass(d, value, lang);
  return cls ? `${head} (${cls})` : head;
}

const joinEn = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/** Outlook word from the CPI class, else from the condition class. */
function outlook(defs: readonly CropIndicatorDefEntity[], table: DataTable, lang: Lang): string | null {
  type Outlook = 'favourable' | 'average' | 'slightly' | 'unfavourable';
  let o: Outlook | null = null;
  const cpiDef = def(defs, 'CPI');
  const cpi = cpiDef ? valueOf(table, cpiDef.fields.value) : undefined;
  if (cpiDef && cpi !== undefined) {
    const cls = valueClass(cpiDef, Number(cpi.toFixed(cpiDef.decimals)), 'en');
    o =
      cls === 'favourable'
        ? 'favourable'
        : cls === 'average'
          ? 'average'
          : cls === 'slightly unfavourable'
            ? 'slightly'
            : 'unfavourable';
  } else if (table.condition) {
    const byCondition: Record<string, Outlook> = {
      exceptional: 'favourable',
      favourable: 'favourable',
      watch: 'slightly',
      poor: 'unfavourable',
    };
    o = byCondition[table.condition] ?? null;
  }
  if (!o) return null;
  const words = {
    favourable: { zh: '有利', en: 'favourable' },
    average: { zh: '接近常年', en: 'close to average' },
    slightly: { zh: '略为不利', en: 'slightly unfavourable' },
    unfavourable: { zh: '不利', en: 'unfavourable' },
  }[o];
  return lang === 'zh' ? `总体来看，作物生产形势${words.zh}。` : `Overall, crop prospects are ${words.en}.`;
}

/**
 * The offline bulletin paragraph of one zone (domain notes §1.7 d): period and stage, agroclimate (RAIN,
 * TEMP, RADPAR, then BIOMSS) with the deterministic word bands, an irrigation caveat when most cropland is
 * irrigated, agronomy (NDVI share, CALF, VCIx, CI, CPI with its verdict) and a one-sentence outlook.
 * Every figure is a table value in the §1.7 d format; a missing value is left out, never estimated.
 */
export function composeParagraph(
  defs: readonly CropIndicatorDefEntity[],
  table: DataTable,
  ctx: ParagraphContext,
): string {
  const { lang } = ctx;
  const zh = lang === 'zh';
  const sentences: string[] = [];

  const crops = zh ? ctx.crops.join('、') : joinEn(ctx.crops);
  if (zh) {
    sentences.push(
      ctx.stage
        ? `本监测期（${ctx.period}），${ctx.region}${crops ? `的${crops}` : '作物'}处于${ctx.stage}阶段。`
        : `本段分析${ctx.region}在本监测期（${ctx.period}）的作物与环境状况。`,
    );
  } else {
    sentences.push(
      ctx.stage
        ? `During ${ctx.period}, ${crops || 'crops'} in ${ctx.region} were at the ${ctx.stage} stage.`
        : `This section reviews crop and environmental conditions in ${ctx.region} during ${ctx.period}.`,
    );
  }

  const climate = ['RAIN', 'TEMP', 'RADPAR']
    .map((c) => indicatorClause(defs, c, table, lang))
    .filter((s): s is string => s !== null);
  if (climate.length > 0)
    sentences.push(zh ? `农业气象指标显示，${climate.join('；')}。` : `Agroclimatic indicators: ${joinEn(climate)}.`);
  const biomass = indicatorClause(defs, 'BIOMSS', table, lang);
  if (biomass) sentences.push(zh ? `受上述条件共同影响，${biomass}。` : `As a combined result, ${biomass}.`);

  const share = table.values.irrigated_share_pct;
  if (share !== undefined && share >= HIGH_IRRIGATION_PCT) {
    const pct = Math.round(share);
    sentences.push(
      zh
        ? `该区约${pct}%的耕地为灌溉农田，降水距平对作物的影响有限，灌溉供水状况更为关键。`
        : `About ${pct}% of the cropland is irrigated, so the rainfall departure matters less than the irrigation water supply.`,
    );
  }

  const agronomy: string[] = [];
  const ndvi = def(defs, 'NDVI');
  const ndviShare = ndvi ? valueOf(table, ndvi.fields.value) : undefined;
  if (ndvi && ndviShare !== undefined) {
    const pct = formatNumber(ndviShare, ndvi.decimals);
    agronomy.push(
      zh ? `约${pct}%的耕地NDVI低于近5年平均` : `NDVI stayed below the 5YA on about ${pct}% of the cropland`,
    );
  }
  for (const code of ['CALF', 'VCIx', 'CI', 'CPI']) {
    const clause = indicatorClause(defs, code, table, lang);
    if (clause) agronomy.push(clause);
  }
  if (agronomy.length > 0)
    sentences.push(zh ? `农情指标方面，${agronomy.join('；')}。` : `On the agronomic side, ${joinEn(agronomy)}.`);

  const last = outlook(defs, table, lang);
  if (last) sentences.push(last);
  return sentences.join(zh ? '' : ' ');
}
