/** Indicator definitions, units, references and verbal thresholds (domain notes §1.4, §1.6, §1.7 d). */

export interface Band {
  /** Lower bound of |departure| for this wording (inclusive). */
  from: number;
  label_en_pos: string;
  label_en_neg: string;
  label_zh_pos: string;
  label_zh_neg: string;
}

export interface Threshold {
  min: number | null;
  max: number | null;
  label_en: string;
  label_zh: string;
}

export interface IndicatorDef {
  code: string;
  name_en: string;
  name_zh: string;
  group: 'agroclimatic' | 'agronomic' | 'assessment' | 'production';
  unit: string;
  unit_zh: string;
  decimals: number;
  reference: '15YA' | '5YA' | 'built-in' | 'previous year' | null;
  departure: 'percent' | 'absolute_c' | null;
  fields: { value: string; reference: string | null; departure: string | null };
  typical_range: [number, number] | null;
  description_en: string;
  description_zh: string;
  reading_en: string;
  reading_zh: string;
  thresholds?: Threshold[];
  word_bands?: Band[];
}

const pctBands = (scale: number, noun: 'rain' | 'generic'): Band[] => [
  {
    from: 0,
    label_en_pos: 'close to average',
    label_en_neg: 'close to average',
    label_zh_pos: '接近平均',
    label_zh_neg: '接近平均',
  },
  {
    from: 5 * scale,
    label_en_pos: noun === 'rain' ? 'slightly wetter than average' : 'slightly above average',
    label_en_neg: noun === 'rain' ? 'slightly drier than average' : 'slightly below average',
    label_zh_pos: '略偏多',
    label_zh_neg: '略偏少',
  },
  {
    from: 15 * scale,
    label_en_pos: noun === 'rain' ? 'above average' : 'above average',
    label_en_neg: noun === 'rain' ? 'below average' : 'below average',
    label_zh_pos: '偏多',
    label_zh_neg: '偏少',
  },
  {
    from: 30 * scale,
    label_en_pos: noun === 'rain' ? 'far above average' : 'significantly above average',
    label_en_neg: noun === 'rain' ? 'far below average' : 'significantly below average',
    label_zh_pos: '显著偏多',
    label_zh_neg: '显著偏少',
  },
];

export const INDICATOR_DEFS: IndicatorDef[] = [
  {
    code: 'RAIN',
    name_en: 'Rainfall',
    name_zh: '降水',
    group: 'agroclimatic',
    unit: 'mm',
    unit_zh: '毫米',
    decimals: 0,
    reference: '15YA',
    departure: 'percent',
    fields: { value: 'rain_mm', reference: 'rain_15ya_mm', departure: 'rain_dep_pct' },
    typical_range: [2, 1500],
    description_en: 'Total rainfall over cropland in the 4-month window, weighted by production potential.',
    description_zh: '4个月监测期内耕地上的累计降水量，按生产潜力加权。',
    reading_en:
      'Departures within ±5% are average; beyond ±30% they are significant. In dry zones a few millimetres can mean +100% or more.',
    reading_zh: '距平在±5%以内视为正常，超过±30%为显著异常；干旱区几毫米的变化就可能达到+100%以上。',
    word_bands: pctBands(1, 'rain'),
  },
  {
    code: 'TEMP',
    name_en: 'Temperature',
    name_zh: '气温',
    group: 'agroclimatic',
    unit: '°C',
    unit_zh: '℃',
    decimals: 1,
    reference: '15YA',
    departure: 'absolute_c',
    fields: { value: 'temp_c', reference: 'temp_15ya_c', departure: 'temp_dep_c' },
    typical_range: [-5, 32],
    description_en: 'Mean air temperature over cropland in the window; the departure is absolute, in °C.',
    description_zh: '监测期耕地上的平均气温，距平为绝对值（℃）。',
    reading_en: 'Within ±0.3 °C is average, 0.3–1.0 °C slightly warmer or cooler, beyond 1.0 °C markedly so.',
    reading_zh: '±0.3℃以内为正常，0.3–1.0℃为略偏高或偏低，超过1.0℃为明显偏高或偏低。',
    word_bands: [
      { from: 0, label_en_pos: 'average', label_en_neg: 'average', label_zh_pos: '接近平均', label_zh_neg: '接近平均' },
      {
        from: 0.3,
        label_en_pos: 'slightly warmer',
        label_en_neg: 'slightly cooler',
        label_zh_pos: '略偏高',
        label_zh_neg: '略偏低',
      },
      {
        from: 1.0,
        label_en_pos: 'markedly warmer',
        label_en_neg: 'markedly cooler',
        label_zh_pos: '明显偏高',
        label_zh_neg: '明显偏低',
      },
    ],
  },
  {
    code: 'RADPAR',
    name_en: 'Photosynthetically active radiation',
    name_zh: '光合有效辐射',
    group: 'agroclimatic',
    unit: 'MJ/m²',
    unit_zh: '兆焦/平方米',
    decimals: 0,
    reference: '15YA',
    departure: 'percent',
    fields: { value: 'radpar_mj_m2', reference: 'radpar_15ya_mj_m2', departure: 'radpar_dep_pct' },
    typical_range: [200, 1400],
    description_en: 'Sum of photosynthetically active radiation over cropland in the window.',
    description_zh: '监测期耕地上光合有效辐射的累计值。',
    reading_en: 'Usually within ±10%; wet windows are cloudier, so RADPAR tends to fall when RAIN rises.',
    reading_zh: '通常在±10%以内；多雨时云量多，光合有效辐射往往随降水增加而下降。',
    word_bands: pctBands(0.5, 'generic'),
  },
  {
    code: 'BIOMSS',
    name_en: 'Potential biomass',
    name_zh: '潜在生物量',
    group: 'agroclimatic',
    unit: 'gDM/m²',
    unit_zh: '克干物质/平方米',
    decimals: 0,
    reference: '15YA',
    departure: 'percent',
    fields: { value: 'biomss_gdm_m2', reference: 'biomss_15ya_gdm_m2', departure: 'biomss_dep_pct' },
    typical_range: [30, 1500],
    description_en:
      "Biomass that the window's rain, temperature and radiation would allow, in grams of dry matter per m².",
    description_zh: '监测期降水、温度和辐射条件允许形成的生物量，单位为克干物质/平方米。',
    reading_en:
      'In water-limited zones it moves with RAIN (same sign, about half to three quarters of its departure); in fully irrigated deserts it is not meaningful.',
    reading_zh: '在水分受限区随降水同向变化，幅度约为降水距平的一半到四分之三；在完全灌溉的荒漠区意义不大。',
    word_bands: pctBands(0.5, 'generic'),
  },
  {
    code: 'CALF',
    name_en: 'Cropped arable land fraction',
    name_zh: '耕地种植比例',
    group: 'agronomic',
    unit: '%',
    unit_zh: '%',
    decimals: 0,
    reference: '5YA',
    departure: 'percent',
    fields: { value: 'calf_pct', reference: 'calf_5ya_pct', departure: 'calf_dep_pct' },
    typical_range: [15, 100],
    description_en: 'Share of arable land seen cropped during the window; the departure is relative to the 5YA, in %.',
    description_zh: '监测期内被识别为有作物的耕地比例；距平相对近5年平均，以%表示。',
    reading_en:
      'Low in the NH winter (snow, dormancy) and near 100% in the tropics; a drop signals fallowing, late sowing or failed crops.',
    reading_zh: '北半球冬季（积雪、越冬）较低，热带接近100%；下降说明撂荒、晚播或作物失收。',
  },
  {
    code: 'VCIx',
    name_en: 'Maximum vegetation condition index',
    name_zh: '最佳植被状况指数',
    group: 'agronomic',
    unit: '0–1',
    unit_zh: '无量纲（0–1）',
    decimals: 2,
    reference: 'built-in',
    departure: null,
    fields: { value: 'vcix', reference: null, departure: null },
    typical_range: [0.4, 1],
    description_en:
      'Best vegetation condition reached in the window, scaled between the historical minimum and maximum NDVI.',
    description_zh: '监测期内达到的最佳植被状况，以历史NDVI最小值和最大值归一化。',
    reading_en: 'Already relative to history, so no separate departure: ≥0.80 good, 0.50–0.80 fair, <0.50 poor.',
    reading_zh: '本身已相对历史，无需另算距平：≥0.80为好，0.50–0.80为一般，<0.50为差。',
    thresholds: [
      { min: 0.8, max: null, label_en: 'good', label_zh: '好' },
      { min: 0.5, max: 0.8, label_en: 'fair', label_zh: '一般' },
      { min: null, max: 0.5, label_en: 'poor', label_zh: '差' },
    ],
  },
  {
    code: 'CI',
    name_en: 'Cropping intensity',
    name_zh: '复种指数',
    group: 'agronomic',
    unit: '%',
    unit_zh: '%',
    decimals: 0,
    reference: '5YA',
    departure: 'percent',
    fields: { value: 'ci_pct', reference: 'ci_5ya_pct', departure: 'ci_dep_pct' },
    typical_range: [100, 200],
    description_en: 'Number of crop cycles per year on cropland, in % (100 = one crop, 200 = two).',
    description_zh: '耕地一年内的作物茬数（%），100为一季，200为两季。',
    reading_en: 'Changes slowly; a fall usually means a second crop was skipped because of water or prices.',
    reading_zh: '变化缓慢；下降通常意味着因缺水或价格原因放弃了第二季。',
  },
  {
    code: 'CPI',
    name_en: 'Crop production index',
    name_zh: '生产形势指数',
    group: 'agronomic',
    unit: 'index',
    unit_zh: '无量纲',
    decimals: 2,
    reference: 'built-in',
    departure: null,
    fields: { value: 'cpi', reference: null, departure: null },
    typical_range: [0.8, 1.15],
    description_en:
      'Overall production situation combining the agronomic indicators, relative to the 5YA (1.0 = normal).',
    description_zh: '综合农情指标的生产形势，相对近5年平均（1.0为正常）。',
    reading_en:
      'It rises with VCIx and with CALF above average. Wording: <0.85 below average, 0.85–0.95 unfavourable, 0.95–0.98 slightly unfavourable, 0.98–1.02 average, >1.02 favourable.',
    reading_zh:
      '随最佳植被状况指数和耕地种植比例的增加而上升。表述：<0.85偏差，0.85–0.95不利，0.95–0.98略不利，0.98–1.02正常，>1.02有利。',
    thresholds: [
      { min: 1.02, max: null, label_en: 'favourable', label_zh: '有利' },
      { min: 0.98, max: 1.02, label_en: 'average', label_zh: '正常' },
      { min: 0.95, max: 0.98, label_en: 'slightly unfavourable', label_zh: '略不利' },
      { min: 0.85, max: 0.95, label_en: 'rather unfavourable', label_zh: '不利' },
      { min: null, max: 0.85, label_en: 'below average', label_zh: '偏差' },
    ],
  },
  {
    code: 'NDVI',
    name_en: 'NDVI departure clusters',
    name_zh: 'NDVI距平聚类',
    group: 'agronomic',
    unit: '% of cropland',
    unit_zh: '耕地面积%',
    decimals: 0,
    reference: '5YA',
    departure: null,
    fields: { value: 'ndvi_below_avg_pct', reference: null, departure: null },
    typical_range: [0, 100],
    description_en:
      'Share of cropland whose NDVI stayed below the 5YA for most of the window (from the cluster analysis).',
    description_zh: '监测期大部分时间NDVI低于近5年平均的耕地比例（来自聚类分析）。',
    reading_en: 'Higher shares mean more of the cropland is lagging; it falls as VCIx rises.',
    reading_zh: '比例越高，长势落后的耕地越多；随最佳植被状况指数升高而下降。',
  },
  {
    code: 'CONDITION',
    name_en: 'Crop condition class',
    name_zh: '作物长势等级',
    group: 'assessment',
    unit: 'class',
    unit_zh: '等级',
    decimals: 0,
    reference: '5YA',
    departure: null,
    fields: { value: 'condition', reference: null, departure: null },
    typical_range: null,
    description_en:
      'GEOGLAM-style class derived from VCIx and CPI, lowered one step by a deep rainfed deficit or a flood-size surplus.',
    description_zh: '由最佳植被状况指数和生产形势指数推出的 GEOGLAM 式等级；雨养区严重缺雨或洪涝级降水会使其下调一级。',
    reading_en:
      'poor if VCIx < 0.5 or CPI < 0.85; watch if VCIx < 0.8 or CPI < 0.95; exceptional if VCIx ≥ 0.9 and CPI ≥ 1.10 (not in NH cold-zone winter windows, where GEOGLAM would not use it); otherwise favourable. Then one step lower if RAIN ≤ −30% with BIOMSS ≤ −15% on mostly rainfed land (<50% irrigated), or if RAIN ≥ +50% with at least 200 mm.',
    reading_zh:
      '最佳植被状况指数<0.5或生产形势指数<0.85为差；<0.8或<0.95为关注；≥0.9且≥1.10为优（北半球寒区冬季时段不评为优）；其余为良好。若雨养为主（灌溉<50%）且降水≤−30%、潜在生物量≤−15%，或降水≥+50%且不少于200毫米，再下调一级。',
    thresholds: [
      { min: null, max: null, label_en: 'exceptional', label_zh: '优' },
      { min: null, max: null, label_en: 'favourable', label_zh: '良好' },
      { min: null, max: null, label_en: 'watch', label_zh: '关注' },
      { min: null, max: null, label_en: 'poor', label_zh: '差' },
    ],
  },
  {
    code: 'PRODUCTION',
    name_en: 'Production estimate',
    name_zh: '产量估算',
    group: 'production',
    unit: 'kt',
    unit_zh: '千吨',
    decimals: 0,
    reference: 'previous year',
    departure: 'percent',
    fields: { value: 'production_kt', reference: null, departure: 'delta_pct' },
    typical_range: null,
    description_en:
      'Production of maize, rice (paddy), wheat or soybean in thousand tonnes, with the change from the previous year.',
    description_zh: '玉米、水稻（稻谷）、小麦或大豆产量（千吨）及其较上年的变化。',
    reading_en: 'See production.json; the change is relative to the same crop and country in the previous year.',
    reading_zh: '见 production.json；变化率相对于同一国家同一作物的上一年。',
  },
];
