import type { PeriodEntry, SeasonEntry } from '../tables/periods';
import type { AezSpec, CountrySpec, MpzSpec } from './types';

export type AliasKind = 'region' | 'indicator' | 'crop' | 'season' | 'period' | 'period_relative' | 'chapter' | 'stage';

export interface AliasEntry {
  alias: string;
  lang: 'zh' | 'en' | 'code';
  kind: AliasKind;
  target: string;
  /** For regions: which table the target lives in. */
  target_level?: 'country' | 'mpz' | 'aez';
  /** For crops: the crop season the alias implies (冬小麦 → winter). */
  season_hint?: string;
}

/**
 * The key a gazetteer should match on: NFKC (full-width → half-width), lower case, every dash and tilde as "-",
 * spaces collapsed. The spec checks that no two targets share a key.
 */
export function aliasKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212~\uff5e\u301c]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const langOf = (alias: string): AliasEntry['lang'] =>
  /[\u3400-\u9fff]/.test(alias) ? 'zh' : /^[A-Z0-9-]+$/.test(alias) && alias.length <= 8 ? 'code' : 'en';

const INDICATOR_ALIASES: Record<string, string[]> = {
  RAIN: ['RAIN', '降水', '降雨', '雨量', '降水量', '降雨量', 'rainfall', 'precipitation', 'rain'],
  TEMP: ['TEMP', '气温', '温度', '平均气温', 'temperature', 'air temperature'],
  RADPAR: [
    'RADPAR',
    'PAR',
    '光合有效辐射',
    '辐射',
    '光照',
    '日照',
    'radiation',
    'sunshine',
    'photosynthetically active radiation',
  ],
  BIOMSS: ['BIOMSS', '潜在生物量', '生物量', 'biomass', 'potential biomass'],
  CALF: ['CALF', '耕地种植比例', '种植比例', '耕地种植率', 'cropped arable land fraction', 'cropped land fraction'],
  VCIx: [
    'VCIx',
    'VCI',
    '最佳植被状况指数',
    '植被状况指数',
    '植被状况',
    'vegetation condition index',
    'vegetation condition',
    'maximum VCI',
  ],
  CI: ['CI', '复种指数', '种植强度', 'cropping intensity', 'multiple cropping index'],
  CPI: ['CPI', '生产形势指数', '作物生产指数', '生产形势', 'crop production index'],
  NDVI: ['NDVI', '归一化植被指数', '植被指数', 'NDVI距平', 'NDVI clusters'],
  CONDITION: ['长势', '作物长势', '苗情', '长势等级', 'crop condition', 'condition'],
  PRODUCTION: ['产量', '总产', '总产量', '产量估算', 'production', 'output', 'production estimate'],
};

const CROP_ALIASES: Array<[string, string, string?]> = [
  ['玉米', 'maize'],
  ['苞米', 'maize'],
  ['苞谷', 'maize'],
  ['maize', 'maize'],
  ['corn', 'maize'],
  ['春玉米', 'maize', 'spring'],
  ['夏玉米', 'maize', 'summer'],
  ['二季玉米', 'maize', 'safrinha'],
  ['safrinha', 'maize', 'safrinha'],
  ['水稻', 'rice'],
  ['稻谷', 'rice'],
  ['大米', 'rice'],
  ['稻米', 'rice'],
  ['rice', 'rice'],
  ['paddy', 'rice'],
  ['早稻', 'rice', 'early'],
  ['晚稻', 'rice', 'late'],
  ['中稻', 'rice', 'single'],
  ['一季稻', 'rice', 'single'],
  ['小麦', 'wheat'],
  ['麦子', 'wheat'],
  ['wheat', 'wheat'],
  ['冬小麦', 'wheat', 'winter'],
  ['冬麦', 'wheat', 'winter'],
  ['winter wheat', 'wheat', 'winter'],
  ['春小麦', 'wheat', 'spring'],
  ['春麦', 'wheat', 'spring'],
  ['spring wheat', 'wheat', 'spring'],
  ['大豆', 'soybean'],
  ['黄豆', 'soybean'],
  ['soybean', 'soybean'],
  ['soybeans', 'soybean'],
  ['soy', 'soybean'],
  ['soya', 'soybean'],
  ['棉花', 'cotton'],
  ['cotton', 'cotton'],
];

const SEASON_WORDS: Record<string, string[]> = {
  JAN_APR: ['春季', '冬春季', 'spring season'],
  APR_JUL: ['夏季', '春夏季', 'summer season'],
  JUL_OCT: ['秋季', '夏秋季', 'autumn', 'fall'],
  OCT_JAN: ['冬季', '秋冬季', 'winter season'],
};

const CN_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
const MONTHS_EN = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTHS_EN_LONG = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function seasonForms(season: SeasonEntry): string[] {
  const a = season.months[0];
  const b = season.months[season.months.length - 1];
  const wrap = b < a ? '次年' : '';
  const forms = [
    `${a}-${b}月`,
    `${a}–${b}月`,
    `${a}—${b}月`,
    `${a}~${b}月`,
    `${a}至${b}月`,
    `${a}到${b}月`,
    `${a}月-${b}月`,
    `${a}月至${wrap}${b}月`,
    `${a}月到${wrap}${b}月`,
    `${CN_NUMBERS[a - 1]}至${CN_NUMBERS[b - 1]}月`,
    `${CN_NUMBERS[a - 1]}到${CN_NUMBERS[b - 1]}月`,
    `${MONTHS_EN[a - 1]}-${MONTHS_EN[b - 1]}`,
    `${MONTHS_EN[a - 1]}–${MONTHS_EN[b - 1]}`,
    `${MONTHS_EN[a - 1]} to ${MONTHS_EN[b - 1]}`,
    `${MONTHS_EN_LONG[a - 1]}-${MONTHS_EN_LONG[b - 1]}`,
    `${MONTHS_EN_LONG[a - 1]}–${MONTHS_EN_LONG[b - 1]}`,
    `${MONTHS_EN_LONG[a - 1]} to ${MONTHS_EN_LONG[b - 1]}`,
    `第${season.issue_number}期`,
    `第${CN_NUMBERS[season.issue_number - 1]}期`,
    `no. ${season.issue_number}`,
    `issue ${season.issue_number}`,
    season.code,
  ];
  if (wrap) forms.push(`${a}月至1月`, `${a}月-次年${b}月`);
  return [...forms, ...SEASON_WORDS[season.code]];
}

const CHAPTER_ALIASES: Record<string, string[]> = {
  SUMMARY: ['摘要', '执行摘要', '内容提要', '要点', 'executive summary', 'summary', 'key messages'],
  CH1_GLOBAL: [
    '第一章',
    '第1章',
    'chapter 1',
    '全球农业气象',
    '全球农业气象条件',
    'global agroclimatic patterns',
    'global agroclimate',
  ],
  CH2_MPZ: ['第二章', '第2章', 'chapter 2', '主产区作物与环境状况', '主产区分析', 'major production zones'],
  CH3_COUNTRY: [
    '第三章',
    '第3章',
    'chapter 3',
    '国别分析',
    '主要生产与出口国',
    'country analysis',
    'main producing and exporting countries',
  ],
  CH4_CHINA: ['第四章', '第4章', 'chapter 4', '中国章', '中国篇', 'China chapter'],
  CH5_FOCUS: ['第五章', '第5章', 'chapter 5', '焦点与展望', '专题与展望', 'focus and perspectives'],
  ANNEX_A: ['附录A', '附录 A', 'annex A', '指标表', 'indicator tables'],
  ANNEX_B: ['附录B', '附录 B', 'annex B', '快速参考', 'quick reference'],
};

const STAGE_EXTRA: Record<string, string[]> = {
  sowing: ['播种期', '插秧', '移栽', 'planting', 'transplanting'],
  emergence: ['出苗期'],
  tillering: ['分蘖期'],
  dormancy: ['越冬', '休眠', '越冬期', 'overwintering'],
  jointing: ['拔节期'],
  heading: ['抽穗期', '抽雄', 'tasselling'],
  flowering: ['开花期', '吐丝', 'silking', 'anthesis'],
  grain_filling: ['灌浆期', '鼓粒', 'pod filling', 'grain fill'],
  milk: ['乳熟期', 'milk'],
  maturity: ['成熟期'],
  harvest: ['收获期', '收割', 'harvesting'],
  out_of_season: ['非生长季节', 'off season'],
};

export interface AliasSources {
  countries: CountrySpec[];
  mpzs: MpzSpec[];
  aezs: AezSpec[];
  seasons: SeasonEntry[];
  periods: PeriodEntry[];
  stages: Array<{ code: string; name_en: string; name_zh: string }>;
}

export function buildAliases(src: AliasSources): AliasEntry[] {
  const entries: AliasEntry[] = [];
  const seen = new Set<string>();
  const add = (alias: string, kind: AliasKind, target: string, extra: Partial<AliasEntry> = {}): void => {
    const id = `${kind}|${target}|${aliasKey(alias)}`;
    if (seen.has(id)) return;
    seen.add(id);
    entries.push({ alias, lang: langOf(alias), kind, target, ...extra });
  };

  for (const c of src.countries) {
    for (const alias of [c.iso3, c.nameEn, c.nameZh, ...(c.extraAliases ?? [])]) {
      add(alias, 'region', c.iso3, { target_level: 'country' });
    }
  }
  for (const m of src.mpzs) {
    for (const alias of [m.code, m.nameEn, m.nameZh, ...m.aliases])
      add(alias, 'region', m.code, { target_level: 'mpz' });
  }
  for (const z of src.aezs) {
    const country = src.countries.find((c) => c.iso3 === z.country)!;
    const names = [z.code, z.nameEn, z.nameZh, ...(z.aliases ?? [])];
    if (z.cropwatchId !== null) names.push(`AEZ ${z.cropwatchId}`, `AEZ-${z.cropwatchId}`);
    if (!z.nameZh.startsWith(country.nameZh)) names.push(`${country.nameZh}${z.nameZh}`);
    for (const alias of names) add(alias, 'region', z.code, { target_level: 'aez' });
  }
  for (const [code, aliases] of Object.entries(INDICATOR_ALIASES))
    for (const alias of aliases) add(alias, 'indicator', code);
  for (const [alias, crop, hint] of CROP_ALIASES) add(alias, 'crop', crop, hint ? { season_hint: hint } : {});
  for (const season of src.seasons) for (const alias of seasonForms(season)) add(alias, 'season', season.code);
  for (const p of src.periods) {
    const a = p.season_label_zh;
    for (const alias of [
      p.code,
      p.label_en,
      p.label_zh,
      `${p.year}年${a}`,
      `${p.season_label_en} ${p.year}`,
      p.issue.label_zh,
      `${p.year} No. ${p.issue.number}`,
    ]) {
      add(alias, 'period', p.code);
    }
  }
  for (const alias of ['最新', '最新一期', '本期', '当前', 'latest', 'current period', 'this period'])
    add(alias, 'period_relative', 'latest');
  for (const alias of ['上一期', '上期', '前一期', 'previous period', 'last period', 'last quarter'])
    add(alias, 'period_relative', 'previous');
  for (const [code, aliases] of Object.entries(CHAPTER_ALIASES))
    for (const alias of aliases) add(alias, 'chapter', code);
  for (const stage of src.stages) {
    const names = [
      stage.code.replace(/_/g, ' '),
      stage.name_en,
      ...stage.name_zh.split('/'),
      ...(STAGE_EXTRA[stage.code] ?? []),
    ];
    for (const alias of names) add(alias, 'stage', stage.code);
  }
  return entries;
}
