/** Small bilingual dictionaries: chapters, phenological stages, crops and crop seasons. */

export interface ChapterEntry {
  code: string;
  order: number;
  number: string;
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
  sections: Array<{ number: string; name_en: string; name_zh: string }>;
}

export const CHAPTERS: ChapterEntry[] = [
  {
    code: 'SUMMARY',
    order: 1,
    number: '',
    name_en: 'Executive summary',
    name_zh: '摘要',
    description_en:
      'Key messages on global agroclimate, agronomic indicators, China, the production outlook and disasters/ENSO, with the abbreviation list and the reporting period.',
    description_zh:
      '概述全球农业气象、农情指标、中国、产量展望以及灾害和厄尔尼诺/拉尼娜的要点，并附缩略语表和监测期说明。',
    sections: [],
  },
  {
    code: 'CH1_GLOBAL',
    order: 2,
    number: '1',
    name_en: 'Global agroclimatic patterns',
    name_zh: '全球农业气象',
    description_en:
      'RAIN, TEMP, RADPAR and BIOMSS departures for the 65 mapping and reporting units, with the largest anomalies described.',
    description_zh: '65个制图与报告单元的降水、气温、光合有效辐射和潜在生物量距平，并描述主要异常。',
    sections: [],
  },
  {
    code: 'CH2_MPZ',
    order: 3,
    number: '2',
    name_en: 'Crop and environmental conditions in major production zones',
    name_zh: '主产区作物与环境状况',
    description_en:
      'Agroclimatic (vs 15YA) and agronomic (vs 5YA) indicator tables for the six MPZs, then one section per zone.',
    description_zh: '六个主产区的农业气象指标（与15年平均比较）和农情指标（与近5年平均比较），随后逐区分析。',
    sections: [
      { number: '2.1', name_en: 'Overview', name_zh: '概述' },
      { number: '2.2', name_en: 'West Africa', name_zh: '西非' },
      { number: '2.3', name_en: 'North America', name_zh: '北美' },
      { number: '2.4', name_en: 'South America', name_zh: '南美' },
      { number: '2.5', name_en: 'South and Southeast Asia', name_zh: '南亚与东南亚' },
      { number: '2.6', name_en: 'Western Europe', name_zh: '西欧' },
      { number: '2.7', name_en: 'Central Europe to Western Russia', name_zh: '中欧至俄罗斯西部' },
    ],
  },
  {
    code: 'CH3_COUNTRY',
    order: 4,
    number: '3',
    name_en: 'Main producing and exporting countries',
    name_zh: '主要生产与出口国',
    description_en:
      'Country maps of the agroclimatic indicators, then one section per key country with phenology, NDVI profiles and clusters, VCIx, and a regional analysis per AEZ.',
    description_zh:
      '各国农业气象指标图，随后逐国分析：物候、NDVI过程线与聚类、最佳植被状况指数，以及各农业生态区的分区分析。',
    sections: [
      { number: '3.1', name_en: 'Overview', name_zh: '概述' },
      { number: '3.2', name_en: 'Country analysis', name_zh: '国别分析' },
    ],
  },
  {
    code: 'CH4_CHINA',
    order: 5,
    number: '4',
    name_en: 'China',
    name_zh: '中国',
    description_en:
      'Overview, production estimates, regional analysis of the seven agricultural regions, pests and diseases, and trade prospects.',
    description_zh: '概述、产量估算、七大农业区分区分析、病虫害以及进出口形势。',
    sections: [
      { number: '4.1', name_en: 'Overview', name_zh: '概述' },
      { number: '4.2', name_en: 'China crop production and regional analysis', name_zh: '作物产量与分区分析' },
      { number: '4.3', name_en: 'Pests and diseases', name_zh: '病虫害' },
      { number: '4.4', name_en: 'Major crops trade prospects', name_zh: '主要作物进出口形势' },
      { number: '4.5', name_en: 'Price outlook', name_zh: '价格展望' },
    ],
  },
  {
    code: 'CH5_FOCUS',
    order: 6,
    number: '5',
    name_en: 'Focus and perspectives',
    name_zh: '焦点与展望',
    description_en:
      'Production estimates for maize, rice, wheat and soybean, disaster events, the El Niño/La Niña update and special topics.',
    description_zh: '玉米、水稻、小麦和大豆产量估算，灾害事件，厄尔尼诺/拉尼娜动态以及专题。',
    sections: [
      { number: '5.1', name_en: 'CropWatch food production estimates', name_zh: '粮食产量估算' },
      { number: '5.2', name_en: 'Disaster events', name_zh: '灾害事件' },
      { number: '5.3', name_en: 'El Niño/La Niña update', name_zh: '厄尔尼诺/拉尼娜动态' },
    ],
  },
  {
    code: 'ANNEX_A',
    order: 7,
    number: 'A',
    name_en: 'Annex A: indicator tables',
    name_zh: '附录A：指标表',
    description_en: 'Agroclimatic and agronomic indicator tables by MRU, country and sub-national unit.',
    description_zh: '按制图与报告单元、国家和次国家单元列出的农业气象与农情指标表。',
    sections: [],
  },
  {
    code: 'ANNEX_B',
    order: 8,
    number: 'B',
    name_en: 'Annex B: quick reference guide',
    name_zh: '附录B：快速参考',
    description_en: 'Short definitions of the indicators, the spatial units and the production estimation method.',
    description_zh: '指标、空间单元和产量估算方法的简要说明。',
    sections: [],
  },
];

export interface StageEntry {
  code: string;
  /** Phenological rank; dormancy shares the rank of tillering because it interrupts the vegetative phase. */
  rank: number;
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
}

export const STAGES: StageEntry[] = [
  {
    code: 'sowing',
    rank: 1,
    name_en: 'Sowing',
    name_zh: '播种',
    description_en: 'Seed or seedlings go into the field (includes transplanting of rice).',
    description_zh: '播种或移栽（含水稻插秧）。',
  },
  {
    code: 'emergence',
    rank: 2,
    name_en: 'Emergence',
    name_zh: '出苗',
    description_en: 'Seedlings appear and establish.',
    description_zh: '幼苗出土并定植。',
  },
  {
    code: 'tillering',
    rank: 3,
    name_en: 'Tillering',
    name_zh: '分蘖',
    description_en: 'Cereals form side shoots; the vegetative phase of rice and wheat.',
    description_zh: '谷类作物长出分蘖，是水稻和小麦的营养生长期。',
  },
  {
    code: 'dormancy',
    rank: 3,
    name_en: 'Dormancy',
    name_zh: '越冬/休眠',
    description_en: 'Winter crops stop growing under cold or snow and resume in spring.',
    description_zh: '冬季作物在低温或积雪下停止生长，春季返青。',
  },
  {
    code: 'jointing',
    rank: 4,
    name_en: 'Jointing',
    name_zh: '拔节',
    description_en: 'Stems elongate; maize reaches the late vegetative stages.',
    description_zh: '茎秆伸长；玉米进入营养生长后期。',
  },
  {
    code: 'heading',
    rank: 5,
    name_en: 'Heading',
    name_zh: '抽穗',
    description_en: 'Ears or panicles emerge (tasselling in maize).',
    description_zh: '穗或穗状花序抽出（玉米为抽雄）。',
  },
  {
    code: 'flowering',
    rank: 6,
    name_en: 'Flowering',
    name_zh: '开花',
    description_en: 'Pollination; the stage most sensitive to heat and drought.',
    description_zh: '授粉期，对高温和干旱最敏感。',
  },
  {
    code: 'grain_filling',
    rank: 7,
    name_en: 'Grain filling',
    name_zh: '灌浆',
    description_en: 'Grains or pods fill with starch, protein and oil.',
    description_zh: '籽粒或豆荚积累淀粉、蛋白质和油分。',
  },
  {
    code: 'milk',
    rank: 8,
    name_en: 'Milk stage',
    name_zh: '乳熟',
    description_en: 'Grain content is milky; late filling.',
    description_zh: '籽粒内容物呈乳状，灌浆后期。',
  },
  {
    code: 'maturity',
    rank: 9,
    name_en: 'Maturity',
    name_zh: '成熟',
    description_en: 'Grain reaches physiological maturity and dries down.',
    description_zh: '籽粒生理成熟并脱水。',
  },
  {
    code: 'harvest',
    rank: 10,
    name_en: 'Harvest',
    name_zh: '收获',
    description_en: 'The crop is harvested.',
    description_zh: '作物收获。',
  },
  {
    code: 'out_of_season',
    rank: 0,
    name_en: 'Out of season',
    name_zh: '非生长季',
    description_en: 'The crop is not in the field.',
    description_zh: '田间无该作物。',
  },
];

export const CROP_ENTRIES = [
  { code: 'maize', name_en: 'Maize', name_zh: '玉米', production: true },
  { code: 'rice', name_en: 'Rice', name_zh: '水稻', production: true },
  { code: 'wheat', name_en: 'Wheat', name_zh: '小麦', production: true },
  { code: 'soybean', name_en: 'Soybean', name_zh: '大豆', production: true },
  { code: 'cotton', name_en: 'Cotton', name_zh: '棉花', production: false },
] as const;

/** Crop seasons used by the calendars. */
export const CROP_SEASONS = [
  { code: 'main', name_en: 'Main season', name_zh: '主季' },
  { code: 'winter', name_en: 'Winter crop', name_zh: '冬季作物' },
  { code: 'spring', name_en: 'Spring crop', name_zh: '春季作物' },
  { code: 'summer', name_en: 'Summer crop', name_zh: '夏季作物' },
  { code: 'kharif', name_en: 'Kharif (monsoon season)', name_zh: 'Kharif（雨季/秋收作物）' },
  { code: 'rabi', name_en: 'Rabi (dry cool season)', name_zh: 'Rabi（旱季/春收作物）' },
  { code: 'early', name_en: 'Early rice', name_zh: '早稻' },
  { code: 'late', name_en: 'Late rice', name_zh: '晚稻' },
  { code: 'single', name_en: 'Single-cropped rice', name_zh: '一季稻' },
  { code: 'first', name_en: 'First (summer) crop', name_zh: '第一季' },
  { code: 'safrinha', name_en: 'Second crop (safrinha)', name_zh: '二季（safrinha）' },
  { code: 'wet', name_en: 'Wet-season crop', name_zh: '雨季作物' },
  { code: 'dry', name_en: 'Dry-season crop', name_zh: '旱季作物' },
  { code: 'winter_spring', name_en: 'Winter–spring rice', name_zh: '冬春稻' },
  { code: 'summer_autumn', name_en: 'Summer–autumn rice', name_zh: '夏秋稻' },
  { code: 'autumn_winter', name_en: 'Autumn–winter rice', name_zh: '秋冬稻' },
] as const;

export type CropSeasonCode = (typeof CROP_SEASONS)[number]['code'];
