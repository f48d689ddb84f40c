/**
 * Country irrigation records (domain notes §1.5). Shares are the approximate, synthetic values of the notes, not
 * authoritative statistics; the notes are my own wording of how a bulletin frames rainfall for such a country.
 */

export type WaterSource = 'river' | 'canal' | 'groundwater' | 'reservoir';
export type RainfallRelevance = 'low' | 'medium' | 'high';

export interface IrrigationRecord {
  country_iso3: string;
  irrigated_share_pct: number;
  main_irrigated_crops: string[];
  water_source: WaterSource[];
  rainfall_relevance: RainfallRelevance;
  note_zh: string;
  note_en: string;
  /** Where the share comes from, when a second figure is in circulation. */
  share_note_en?: string;
  share_note_zh?: string;
}

/** ≥70% irrigated: rain hardly matters; 30–69%: it matters for the rainfed part; <30%: it drives the season. */
export function rainfallRelevance(share: number): RainfallRelevance {
  if (share >= 70) return 'low';
  if (share >= 30) return 'medium';
  return 'high';
}

type Row = [iso3: string, share: number, crops: string[], sources: WaterSource[], noteEn: string, noteZh: string];

const ROWS: Row[] = [
  [
    'EGY',
    100,
    ['wheat', 'maize', 'rice'],
    ['river', 'canal'],
    'Cropland is close to fully irrigated from the Nile, so rainfall anomalies barely matter and BIOMSS is not meaningful outside the Delta coast.',
    '耕地几乎全部依靠尼罗河灌溉，降水距平影响很小；除三角洲沿海外，潜在生物量指标意义不大。',
  ],
  [
    'PAK',
    80,
    ['wheat', 'rice', 'cotton', 'maize'],
    ['river', 'canal', 'groundwater'],
    'Most crops along the Indus are canal-irrigated, yet dry spells and floods still move CALF and yields.',
    '印度河沿岸大部分作物依靠渠道灌溉，但干旱期和洪涝仍会影响耕地种植比例和单产。',
  ],
  [
    'UZB',
    30,
    ['cotton', 'wheat', 'rice'],
    ['river', 'canal'],
    'The bulletin describes about 30% of cropland as irrigated; the Aral Sea cotton zone is irrigated while the eastern hills grow rainfed cereals.',
    '通报称约30%的耕地为灌溉农田；咸海棉花区以灌溉为主，东部丘陵区种植雨养谷物。',
  ],
  [
    'IRN',
    45,
    ['wheat', 'rice'],
    ['groundwater', 'reservoir', 'canal'],
    'Irrigated wheat depends on groundwater and reservoirs; rainfed wheat in the west follows winter rain.',
    '灌溉小麦依赖地下水和水库；西部雨养小麦取决于冬季降水。',
  ],
  [
    'IND',
    50,
    ['wheat', 'rice', 'cotton'],
    ['groundwater', 'canal', 'reservoir'],
    'About half of the net sown area is irrigated; the monsoon drives Kharif crops while Rabi wheat relies on irrigation.',
    '约一半净播种面积为灌溉农田；季风决定秋季（Kharif）作物，春季（Rabi）小麦依赖灌溉。',
  ],
  [
    'CHN',
    55,
    ['rice', 'wheat', 'maize'],
    ['river', 'groundwater', 'reservoir', 'canal'],
    'Irrigation dominates rice in the south and wheat in Huanghuaihai; maize in the Northeast is mostly rainfed.',
    '南方水稻和黄淮海小麦以灌溉为主；东北玉米主要为雨养。',
  ],
  [
    'BGD',
    55,
    ['rice'],
    ['groundwater', 'river'],
    'Dry-season Boro rice is irrigated from groundwater; the monsoon Aman crop depends on rain and floods.',
    '旱季博罗稻依靠地下水灌溉；季风期阿曼稻取决于降水和洪水。',
  ],
  [
    'VNM',
    45,
    ['rice'],
    ['river', 'canal'],
    'Delta rice is irrigated and double or triple cropped; salinity intrusion matters more than rainfall in the dry season.',
    '三角洲水稻为灌溉稻，一年两到三熟；旱季咸水入侵比降水更关键。',
  ],
  [
    'THA',
    25,
    ['rice'],
    ['reservoir', 'canal'],
    'Only the Central plain has large irrigation schemes; Isan rice is rainfed and follows the monsoon.',
    '只有中部平原有大型灌区；东北部（伊桑）水稻为雨养，随季风而定。',
  ],
  [
    'MEX',
    25,
    ['wheat', 'maize'],
    ['reservoir', 'groundwater'],
    'Irrigated wheat and maize in the north-west; rainfed maize elsewhere depends on the summer rains.',
    '西北部为灌溉小麦和玉米；其他地区雨养玉米依赖夏季降水。',
  ],
  [
    'TUR',
    20,
    ['maize', 'cotton'],
    ['reservoir', 'canal'],
    'Wheat on the Anatolian plateau is rainfed; irrigation matters for summer crops in the south-east.',
    '安纳托利亚高原小麦为雨养；东南部夏季作物依赖灌溉。',
  ],
  [
    'MAR',
    15,
    ['wheat'],
    ['reservoir', 'groundwater'],
    'Cereal output swings with winter rainfall; irrigated perimeters are a small share of cereal area.',
    '谷物产量随冬季降水大幅波动；灌区只占谷物面积的一小部分。',
  ],
  [
    'ZAF',
    10,
    ['wheat', 'maize'],
    ['reservoir', 'river'],
    'Summer maize is mostly rainfed; part of the wheat and maize is irrigated along rivers.',
    '夏季玉米以雨养为主；部分小麦和玉米沿河灌溉。',
  ],
  [
    'USA',
    15,
    ['maize', 'soybean', 'rice', 'wheat'],
    ['groundwater', 'reservoir'],
    'The Corn Belt is rainfed; irrigation is concentrated in the western Plains, the Mississippi Delta and the Northwest.',
    '玉米带为雨养；灌溉集中在西部平原、密西西比三角洲和西北部。',
  ],
  [
    'ARG',
    5,
    ['rice'],
    ['river', 'groundwater'],
    'Pampas crops are rainfed, so rainfall and soil moisture set the season.',
    '潘帕斯作物为雨养，降水和土壤墒情决定年景。',
  ],
  [
    'BRA',
    8,
    ['rice', 'soybean'],
    ['river', 'reservoir'],
    'Soybean and safrinha maize are rainfed; irrigated rice is concentrated in Rio Grande do Sul.',
    '大豆和二季玉米为雨养；灌溉水稻集中在南里奥格兰德州。',
  ],
  [
    'AUS',
    5,
    ['rice', 'cotton'],
    ['river', 'reservoir'],
    'The wheatbelt is rainfed; irrigation in the Murray–Darling basin serves rice and cotton.',
    '小麦带为雨养；墨累—达令流域的灌溉主要用于水稻和棉花。',
  ],
  [
    'RUS',
    3,
    ['rice', 'soybean'],
    ['river'],
    'Grain is almost entirely rainfed; autumn and spring moisture decide winter wheat prospects.',
    '粮食几乎全部为雨养；秋季和春季墒情决定冬小麦前景。',
  ],
  [
    'UKR',
    4,
    ['soybean', 'maize'],
    ['river', 'reservoir'],
    'Crops are rainfed except for a small irrigated area in the south.',
    '除南部少量灌区外，作物均为雨养。',
  ],
  [
    'ETH',
    3,
    ['wheat', 'maize'],
    ['river'],
    'Meher and Belg crops are rainfed, so the timing of both rainy seasons drives output.',
    '主雨季（Meher）和小雨季（Belg）作物均为雨养，两个雨季的时间决定产量。',
  ],
  [
    'NGA',
    1,
    ['rice'],
    ['river'],
    'Practically all cereals are rainfed; the West African monsoon decides the season.',
    '谷物几乎全部为雨养，西非季风决定年景。',
  ],
  [
    'CAN',
    2,
    ['wheat'],
    ['river', 'reservoir'],
    'Prairie grain is rainfed; spring soil moisture and summer heat decide yields.',
    '草原区谷物为雨养，春季墒情和夏季高温决定单产。',
  ],
  [
    'KAZ',
    8,
    ['rice', 'cotton', 'wheat'],
    ['river', 'canal'],
    'Northern spring wheat is rainfed; irrigation serves rice and cotton in the south.',
    '北部春小麦为雨养；南部灌溉用于水稻和棉花。',
  ],
  [
    'FRA',
    6,
    ['maize'],
    ['groundwater', 'river'],
    'Wheat is rainfed; part of the south-western maize is irrigated in summer.',
    '小麦为雨养；西南部部分玉米在夏季灌溉。',
  ],
];

export const IRRIGATION: IrrigationRecord[] = ROWS.map(([iso3, share, crops, sources, noteEn, noteZh]) => ({
  country_iso3: iso3,
  irrigated_share_pct: share,
  main_irrigated_crops: crops,
  water_source: sources,
  rainfall_relevance: rainfallRelevance(share),
  note_zh: noteZh,
  note_en: noteEn,
  ...(iso3 === 'UZB'
    ? {
        share_note_en: 'CropWatch bulletin wording (2022–2024 issues); FAO AQUASTAT puts the irrigated share near 90%.',
        share_note_zh: '采用 CropWatch 通报（2022–2024年各期）的说法；FAO AQUASTAT 给出的灌溉比例接近90%。',
      }
    : {}),
}));
