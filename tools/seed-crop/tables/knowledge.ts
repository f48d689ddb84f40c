/**
 * Knowledge base for retrieval: short bilingual documents written for this project (paraphrases, never copies). The
 * crop calendar summaries are generated from the calendars at build time and appended to these.
 */

export interface KnowledgeDoc {
  id: string;
  topic: 'indicator' | 'method' | 'classification' | 'bulletin' | 'spatial_unit' | 'season' | 'calendar' | 'data';
  title_en: string;
  title_zh: string;
  body_en: string;
  body_zh: string;
  source: string;
  /** Codes this document explains (indicator, unit, chapter...), for linking answers to documents. */
  refs: string[];
}

const CW_ANNEX = 'CropWatch bulletin, Annex B quick reference (paraphrased)';
const CW_METHOD = 'CropWatch bulletin methodology and indicator descriptions (paraphrased)';
const CW_STRUCTURE = 'CropWatch bulletin structure as published quarterly (paraphrased)';
const GEOGLAM = 'GEOGLAM Crop Monitor for AMIS and Early Warning, legend and methods (paraphrased)';
const PROJECT = 'CropWatch GPT seed data notes (this project)';

export const KNOWLEDGE: KnowledgeDoc[] = [
  {
    id: 'ind-rain',
    topic: 'indicator',
    refs: ['RAIN'],
    source: CW_ANNEX,
    title_en: 'RAIN: rainfall over cropland',
    title_zh: 'RAIN：耕地降水',
    body_en:
      'RAIN is the total rainfall of the 4-month monitoring window, computed only over cropland and weighted by production potential, so it describes what the crops received rather than the whole country. It is reported in mm with its departure from the 15-year average (15YA) in %. Departures within ±5% read as average, 5–15% as slightly wetter or drier, 15–30% as wetter or drier and beyond 30% as significant. In arid zones a few millimetres can give +100% or more, so the absolute amount matters as much as the percentage.',
    body_zh:
      'RAIN 是4个月监测期内的累计降水量，只在耕地上计算并按生产潜力加权，反映作物实际得到的降水，而不是全国平均。以毫米表示，并给出相对15年平均（15YA）的距平（%）。距平在±5%以内视为接近平均，5–15%为略偏多或略偏少，15–30%为偏多或偏少，超过30%为显著异常。干旱区几毫米的变化就可能达到+100%以上，因此绝对量与百分比同样重要。',
  },
  {
    id: 'ind-temp',
    topic: 'indicator',
    refs: ['TEMP'],
    source: CW_ANNEX,
    title_en: 'TEMP: air temperature over cropland',
    title_zh: 'TEMP：耕地气温',
    body_en:
      'TEMP is the mean air temperature over cropland during the window, in °C. Unlike the other indicators its departure from the 15YA is absolute, in °C, not a percentage. Within ±0.3 °C is average, 0.3–1.0 °C slightly warmer or cooler, and beyond 1.0 °C markedly so. Recent seasons are warmer than the 15YA in most places, which speeds up development and raises water demand; heat at flowering is the main risk.',
    body_zh:
      'TEMP 是监测期内耕地上的平均气温（℃）。与其他指标不同，它相对15年平均的距平是绝对值（℃），不是百分比。±0.3℃以内为接近平均，0.3–1.0℃为略偏高或偏低，超过1.0℃为明显偏高或偏低。近年多数地区气温高于15年平均，会加快作物发育、增加需水量；开花期高温是主要风险。',
  },
  {
    id: 'ind-radpar',
    topic: 'indicator',
    refs: ['RADPAR', 'PAR'],
    source: CW_ANNEX,
    title_en: 'RADPAR: photosynthetically active radiation',
    title_zh: 'RADPAR：光合有效辐射',
    body_en:
      'RADPAR is the sum of photosynthetically active radiation (the 400–700 nm part of sunlight) received by cropland during the window, in MJ/m², compared with the 15YA in %. Departures are usually within ±10%. Rainy windows are cloudier, so RADPAR often falls when RAIN rises; extra sunshine helps irrigated or humid zones but cannot compensate for a water deficit in dry ones.',
    body_zh:
      'RADPAR 是监测期内耕地接收的光合有效辐射（太阳光中400–700纳米波段）累计值，单位MJ/m²，以相对15年平均的百分比表示距平，通常在±10%以内。多雨时云量多，光合有效辐射常随降水增加而下降；光照偏多对灌溉区或湿润区有利，但不能弥补干旱区的水分亏缺。',
  },
  {
    id: 'ind-biomss',
    topic: 'indicator',
    refs: ['BIOMSS', 'gDM'],
    source: CW_ANNEX,
    title_en: 'BIOMSS: potential biomass',
    title_zh: 'BIOMSS：潜在生物量',
    body_en:
      "BIOMSS estimates how much biomass the window's rainfall, temperature and radiation would allow, in grams of dry matter per m² (gDM/m²), compared with the 15YA. In water-limited zones it follows RAIN: same sign and roughly half to three quarters of the rainfall departure. In cold windows temperature limits it, and in fully irrigated deserts such as most of Egypt it is not meaningful because water comes from rivers, not rain.",
    body_zh:
      'BIOMSS 估算在监测期降水、温度和辐射条件下可能形成的生物量，单位为克干物质/平方米（gDM/m²），与15年平均比较。在水分受限区它随降水变化：符号相同，幅度约为降水距平的一半到四分之三。寒冷时段受温度限制；在埃及大部分地区这类完全灌溉的荒漠，水来自河流而非降水，该指标意义不大。',
  },
  {
    id: 'ind-calf',
    topic: 'indicator',
    refs: ['CALF'],
    source: CW_ANNEX,
    title_en: 'CALF: cropped arable land fraction',
    title_zh: 'CALF：耕地种植比例',
    body_en:
      'CALF is the share of arable land that carried a crop at some point in the window, in %, with its departure from the five-year average (5YA). It is low in the Northern Hemisphere winter, when fields are under snow or dormant, and close to 100% in the tropics during the rains. A fall below the 5YA points to fallowing, late or failed sowing, or water shortage on irrigated land.',
    body_zh:
      'CALF 是监测期内某一时刻有作物覆盖的耕地比例（%），并给出相对近5年平均（5YA）的距平。北半球冬季田地积雪或作物越冬，CALF 较低；热带雨季接近100%。低于近5年平均说明存在撂荒、晚播或播种失败，或灌溉区缺水。',
  },
  {
    id: 'ind-vcix',
    topic: 'indicator',
    refs: ['VCIx', 'VCI'],
    source: CW_ANNEX,
    title_en: 'VCIx: maximum vegetation condition index and its thresholds',
    title_zh: 'VCIx：最佳植被状况指数及阈值',
    body_en:
      'VCI rescales NDVI between its historical minimum and maximum for the same date, from 0 (worst on record) to 1 (best). VCIx is the highest VCI reached during the window, so it describes the best condition the crops achieved. Because it is already relative to history it has no separate departure. Read it as good at 0.80 or more, fair between 0.50 and 0.80, and poor below 0.50; maps of VCIx show where crops lag.',
    body_zh:
      'VCI 将 NDVI 在历史同期最小值与最大值之间归一化，0表示历史最差，1表示历史最好。VCIx 是监测期内达到的最高 VCI，反映作物达到的最佳状况。它本身已相对历史，因此不另算距平。≥0.80为好，0.50–0.80为一般，<0.50为差；VCIx 分布图显示长势落后的区域。',
  },
  {
    id: 'ind-vhin',
    topic: 'indicator',
    refs: ['VHIn', 'VHI', 'TCI'],
    source: CW_ANNEX,
    title_en: 'VHIn: minimum vegetation health index',
    title_zh: 'VHIn：最低植被健康指数',
    body_en:
      'VHI combines the vegetation condition index with a temperature condition index derived from land surface temperature, on a 0–100 scale. VHIn is the lowest value reached during the window, so it flags the worst stress episode. Values below about 35 indicate drought stress. The seed tables do not carry VHIn; it is described here because bulletins map it.',
    body_zh:
      'VHI 将植被状况指数与基于地表温度的温度状况指数结合，取值0–100。VHIn 是监测期内的最低值，用于指示最严重的胁迫过程。低于约35表示干旱胁迫。种子数据表中没有 VHIn，此处说明是因为通报中会给出其分布图。',
  },
  {
    id: 'ind-ci',
    topic: 'indicator',
    refs: ['CI'],
    source: CW_ANNEX,
    title_en: 'CI: cropping intensity',
    title_zh: 'CI：复种指数',
    body_en:
      'Cropping intensity counts the crop cycles per year on cropland, as a percentage: 100% means one crop a year and 200% two. It is derived from the number of growth peaks in the NDVI time series of each cropland pixel over the last twelve months. Typical values are about 100–105% in the US Corn Belt, around 145–150% in Pakistan and 175–190% in intensive rice and wheat systems of China and South Asia.',
    body_zh:
      '复种指数统计耕地一年内的作物茬数，以百分比表示：100%为一年一季，200%为一年两季。它由每个耕地像元过去12个月 NDVI 时间序列中的生长峰个数得出。美国玉米带约为100–105%，巴基斯坦约145–150%，中国和南亚的稻麦集约种植区可达175–190%。',
  },
  {
    id: 'ind-cpi',
    topic: 'indicator',
    refs: ['CPI'],
    source: CW_ANNEX,
    title_en: 'CPI: crop production index and its wording',
    title_zh: 'CPI：生产形势指数及表述',
    body_en:
      'CPI summarises the production situation of a unit relative to the 5YA, where 1.0 is normal. It rises with VCIx and with a CALF above average. Typical values range from about 0.8 to 1.15. Suggested wording: below 0.85 below average, 0.85–0.95 rather unfavourable, 0.95–0.98 slightly unfavourable, 0.98–1.02 average, above 1.02 favourable.',
    body_zh:
      'CPI 概括某单元相对近5年平均的生产形势，1.0为正常。它随最佳植被状况指数升高和耕地种植比例高于平均而上升，常见范围约0.8–1.15。建议表述：低于0.85为偏差，0.85–0.95为不利，0.95–0.98为略不利，0.98–1.02为正常，高于1.02为有利。',
  },
  {
    id: 'ind-ndvi-clusters',
    topic: 'indicator',
    refs: ['NDVI'],
    source: CW_METHOD,
    title_en: 'NDVI departure clusters',
    title_zh: 'NDVI 距平聚类',
    body_en:
      'Country sections group cropland pixels by the shape of their NDVI departure from the 5YA through the window. Each cluster has a profile and a share of cropland, and the shares add up to 100%. A typical sentence is "NDVI stayed below the five-year average from mid-August on about 40% of the cropland, mostly in the west". The seed tables keep only the share of cropland below average.',
    body_zh:
      '国别章节按整个监测期 NDVI 相对近5年平均的距平过程，对耕地像元进行聚类。每一类有过程线和所占耕地比例，各类比例之和为100%。典型表述如"自8月中旬起，约40%的耕地 NDVI 低于近5年平均，主要位于西部"。种子数据只保留低于平均的耕地比例。',
  },
  {
    id: 'method-15ya',
    topic: 'method',
    refs: ['15YA', 'RAIN', 'TEMP', 'RADPAR', 'BIOMSS'],
    source: CW_METHOD,
    title_en: 'Departures from the 15-year average (15YA)',
    title_zh: '相对15年平均（15YA）的距平',
    body_en:
      'Agroclimatic indicators (RAIN, RADPAR, BIOMSS) are compared with their average for the same months over the previous fifteen years: departure = (current − reference) / reference × 100, in %. TEMP is the exception: its departure is current minus reference, in °C. Older bulletins used 13- or 14-year averages; texts often just say "average". A long reference smooths out single extreme years.',
    body_zh:
      '农业气象指标（降水、光合有效辐射、潜在生物量）与前15年同期平均比较：距平 =（当前值 − 参考值）/ 参考值 × 100，单位为%。气温例外：距平为当前值减参考值，单位为℃。早期通报使用13年或14年平均，正文中常简称"平均"。较长的参考期可以平滑个别极端年份。',
  },
  {
    id: 'method-5ya',
    topic: 'method',
    refs: ['5YA', 'CALF', 'CI', 'VCIx', 'CPI'],
    source: CW_METHOD,
    title_en: 'Departures from the five-year average (5YA)',
    title_zh: '相对近5年平均（5YA）的距平',
    body_en:
      'Agronomic indicators describe the crops themselves and change with cropping practice, so they are compared with a short, recent reference: the same window over the previous five years. CALF and CI are given with a percentage departure from the 5YA. VCIx and CPI are already expressed relative to history (VCIx scales NDVI between past extremes; CPI equals 1.0 for a 5YA season), so they carry no separate departure.',
    body_zh:
      '农情指标描述作物本身，会随种植方式变化，因此与较短的近期参考比较：前5年同期平均。耕地种植比例和复种指数给出相对近5年平均的百分比距平。最佳植被状况指数和生产形势指数本身已相对历史表达（前者在历史极值之间归一化，后者在近5年平均年景下等于1.0），因此不另给距平。',
  },
  {
    id: 'method-cropland-weighting',
    topic: 'method',
    refs: ['CWAI', 'RAIN', 'TEMP', 'RADPAR'],
    source: CW_METHOD,
    title_en: 'Why CropWatch weather indicators are not plain weather',
    title_zh: '为什么 CropWatch 气象指标不同于普通天气数据',
    body_en:
      'RAIN, TEMP and RADPAR are averaged only over cropland pixels and weighted by their production potential. A desert or a forest in the same country does not count. That is why a country-level rainfall figure from CropWatch can differ from a national weather service average, and why two zones with similar weather can show different numbers.',
    body_zh:
      '降水、气温和光合有效辐射只在耕地像元上平均，并按生产潜力加权；同一国家的荒漠或森林不计入。因此 CropWatch 的国家级降水值可能与气象部门的全国平均不同，天气相近的两个分区也可能给出不同数值。',
  },
  {
    id: 'method-calf',
    topic: 'method',
    refs: ['CALF', 'NDVI'],
    source: CW_METHOD,
    title_en: 'How CALF is derived',
    title_zh: '耕地种植比例的计算方法',
    body_en:
      'For every arable pixel the NDVI time series of the window is compared with a threshold that separates a growing crop from bare or fallow land. A pixel counts as cropped if it exceeds the threshold at least once. CALF is the cropped share of all arable pixels in the unit, and its departure compares this share with the same window of the previous five years.',
    body_zh:
      '对每个耕地像元，将监测期 NDVI 时间序列与区分生长作物和裸地/休耕地的阈值比较，只要有一次超过阈值即视为已种植。耕地种植比例是单元内已种植像元占全部耕地像元的比例，其距平与前5年同期比较。',
  },
  {
    id: 'method-ci',
    topic: 'method',
    refs: ['CI', 'NDVI'],
    source: CW_METHOD,
    title_en: 'How cropping intensity is derived',
    title_zh: '复种指数的计算方法',
    body_en:
      'The NDVI time series of each cropland pixel over the last twelve months is smoothed and its growth peaks are counted: one peak is one crop. The unit value is the mean number of peaks times 100. Because it looks back a full year, CI changes slowly between windows and mainly reflects double cropping decisions.',
    body_zh:
      '对每个耕地像元过去12个月的 NDVI 时间序列进行平滑并统计生长峰个数，一个峰代表一季作物。单元值为平均峰数乘以100。由于回溯整整一年，复种指数在各监测期之间变化缓慢，主要反映是否种植第二季。',
  },
  {
    id: 'method-production',
    topic: 'method',
    refs: ['PRODUCTION', 'CALF', 'CPI'],
    source: CW_METHOD,
    title_en: 'How production is estimated',
    title_zh: '产量估算方法',
    body_en:
      'CropWatch estimates production as planted area times yield for maize, rice, wheat and soybean. Area comes from the arable land, CALF and crop-type shares; yield comes from the relation between NDVI-based indicators and past yields, adjusted by the agroclimatic conditions. Results are given in thousand tonnes with the change from the same season of the previous year. Estimates start in May with early crops, and by November about 80–90% of production is modelled.',
    body_zh:
      'CropWatch 按"种植面积×单产"估算玉米、水稻、小麦和大豆产量。面积来自耕地面积、耕地种植比例和作物类型比例；单产来自基于 NDVI 的指标与历史单产的关系，并根据农业气象条件调整。结果以千吨表示，并给出较上年同季的变化。估算从5月的早熟作物开始，到11月约80–90%的产量已纳入模型。',
  },
  {
    id: 'class-geoglam',
    topic: 'classification',
    refs: ['CONDITION'],
    source: GEOGLAM,
    title_en: 'GEOGLAM crop condition classes',
    title_zh: 'GEOGLAM 作物长势等级',
    body_en:
      'The Crop Monitor compares conditions with the most recent five years. Exceptional means much better than average and is used only from grain filling to harvest. Favourable covers slightly below to slightly above average. Watch means near average but with a risk to yields, used early or mid season. Poor means well below average, with yields likely at least 5% lower and recovery unlikely. The Early Warning edition adds Failure for a large yield loss. Out of season and No data complete the legend, and every class except favourable comes with drivers such as wet, dry, hot, cold, extreme events, pests and diseases or socio-economic factors.',
    body_zh:
      '作物监测以最近5年为参照。"优"表示明显好于平均，只在灌浆至收获期使用；"良好"表示略低于至略高于平均；"关注"表示接近平均但单产存在风险，用于生长季前中期；"差"表示明显低于平均，单产可能至少减少5%且难以恢复。早期预警版增加"失收"，表示大幅减产。图例还包括"非生长季"和"无数据"；除"良好"外，每个等级都标注驱动因素，如偏湿、偏旱、偏热、偏冷、极端事件、病虫害或社会经济因素。',
  },
  {
    id: 'class-mapping',
    topic: 'classification',
    refs: ['CONDITION', 'VCIx', 'CPI'],
    source: `${PROJECT}; heuristic after domain notes §1.6`,
    title_en: 'From CropWatch indicators to a condition class',
    title_zh: '由 CropWatch 指标推出长势等级',
    body_en:
      'The assistant uses a heuristic, not an official rule. Poor if VCIx is below 0.5 or CPI below 0.85; watch if VCIx is below 0.8 or CPI below 0.95; exceptional if VCIx is at least 0.9 and CPI at least 1.10, except in winter windows of cold zones; otherwise favourable. The class drops one step when rainfed land (under 50% irrigated) had RAIN 30% or more below average together with BIOMSS 15% or more below, or when RAIN was at least 50% above average with 200 mm or more (flood risk). Drivers are read off the indicators: dry, wet, hot (TEMP +1 °C or more) or cold.',
    body_zh:
      '助手使用的是经验规则，而非官方规则：最佳植被状况指数低于0.5或生产形势指数低于0.85为"差"；前者低于0.8或后者低于0.95为"关注"；前者不低于0.9且后者不低于1.10为"优"（寒区冬季时段除外）；其余为"良好"。若雨养为主（灌溉比例低于50%）且降水偏少30%以上、潜在生物量偏少15%以上，或降水偏多50%以上且不少于200毫米（洪涝风险），等级下调一级。驱动因素从指标读出：偏旱、偏湿、偏热（气温偏高1℃以上）或偏冷。',
  },
  {
    id: 'class-wording',
    topic: 'classification',
    refs: ['RAIN', 'TEMP', 'RADPAR', 'BIOMSS'],
    source: `${PROJECT}; after domain notes §1.7 (d)`,
    title_en: 'How anomalies are put into words',
    title_zh: '距平的文字表述规则',
    body_en:
      'Rainfall: under 5% is close to average, 5–15% slightly above or below, 15–30% above or below, over 30% significantly. Temperature: under 0.3 °C average, 0.3–1.0 °C slightly warmer or cooler, over 1.0 °C markedly. RADPAR and BIOMSS use the rainfall bands halved. Numbers are written as integers for RAIN, RADPAR and BIOMSS, with one decimal for TEMP, two decimals for VCIx and CPI, and departures always carry a sign.',
    body_zh:
      '降水：距平小于5%为接近平均，5–15%为略偏多或略偏少，15–30%为偏多或偏少，超过30%为显著偏多或偏少。气温：小于0.3℃为接近平均，0.3–1.0℃为略偏高或偏低，超过1.0℃为明显偏高或偏低。光合有效辐射和潜在生物量采用降水分级的一半。降水、辐射和生物量取整数，气温保留一位小数，最佳植被状况指数和生产形势指数保留两位小数，距平均带正负号。',
  },
  {
    id: 'bulletin-structure',
    topic: 'bulletin',
    refs: ['SUMMARY', 'CH1_GLOBAL', 'CH2_MPZ', 'CH3_COUNTRY', 'CH4_CHINA', 'CH5_FOCUS', 'ANNEX_A', 'ANNEX_B'],
    source: CW_STRUCTURE,
    title_en: 'Structure of a CropWatch bulletin',
    title_zh: 'CropWatch 通报的结构',
    body_en:
      'A bulletin opens with an executive summary of about five key messages. Chapter 1 covers global agroclimatic patterns for the 65 MRUs. Chapter 2 covers the six major production zones with indicator tables. Chapter 3 has one section per key country, ending with a regional analysis per AEZ. Chapter 4 is about China: overview, production, the seven regions, pests and diseases, and trade. Chapter 5 gives production estimates, disaster events and the ENSO update. Annex A holds the indicator tables and Annex B a quick reference to indicators and methods.',
    body_zh:
      '通报以约五条要点的摘要开篇。第一章为65个制图与报告单元的全球农业气象；第二章为六大主产区及其指标表；第三章逐个分析重点国家，并以各农业生态区的分区分析结束；第四章为中国，包括概述、产量、七大区、病虫害和进出口；第五章给出产量估算、灾害事件和厄尔尼诺/拉尼娜动态。附录A为指标表，附录B为指标和方法的快速参考。',
  },
  {
    id: 'bulletin-periods',
    topic: 'bulletin',
    refs: ['JAN_APR', 'APR_JUL', 'JUL_OCT', 'OCT_JAN'],
    source: CW_STRUCTURE,
    title_en: 'Monitoring periods and issues',
    title_zh: '监测期与期次',
    body_en:
      'The bulletin is quarterly and bilingual. Each issue covers a 4-month window and appears about a month after it ends: No. 1 in February covers October–January, No. 2 in May covers January–April, No. 3 in August covers April–July and No. 4 in November covers July–October. Windows overlap by one month. An October–January window carries the year of its January, so 2025-OCT_JAN runs from October 2024 to January 2025.',
    body_zh:
      '通报每季度发布一次，中英双语。每期覆盖4个月的监测期，约在监测期结束一个月后发布：第1期（2月）覆盖10月至次年1月，第2期（5月）覆盖1–4月，第3期（8月）覆盖4–7月，第4期（11月）覆盖7–10月。相邻监测期重叠一个月。10月至次年1月的监测期以1月所在年份命名，例如 2025-OCT_JAN 指2024年10月至2025年1月。',
  },
  {
    id: 'spatial-units',
    topic: 'spatial_unit',
    refs: ['MRU', 'MPZ', 'AEZ'],
    source: CW_ANNEX,
    title_en: 'Spatial units: MRU, MPZ, country, AEZ',
    title_zh: '空间单元：MRU、MPZ、国家、AEZ',
    body_en:
      'CropWatch reports at four levels. Globally, 65 Mapping and Reporting Units (MRUs) adapted from FAO ecological zones carry the agroclimatic indicators. Regionally, six Major Production Zones (MPZs) add the agronomic indicators. Nationally, 48 key countries plus China cover at least 80% of the production and exports of maize, rice, wheat and soybean. Sub-nationally, about 230 agro-ecological zones (AEZs) support the regional analysis.',
    body_zh:
      'CropWatch 在四个层级上报告。全球层面，65个参照粮农组织生态区划分的制图与报告单元（MRU）给出农业气象指标；区域层面，六大主产区（MPZ）增加农情指标；国家层面，48个重点国家加中国，覆盖玉米、水稻、小麦和大豆至少80%的产量和出口；次国家层面，约230个农业生态区（AEZ）用于分区分析。',
  },
  {
    id: 'mpz-list',
    topic: 'spatial_unit',
    refs: ['WAF', 'NAM', 'SAM', 'SEA', 'WEU', 'CEW'],
    source: CW_STRUCTURE,
    title_en: 'The six major production zones',
    title_zh: '六大主产区',
    body_en:
      'The MPZs are West Africa, North America, South America, South and Southeast Asia, Western Europe, and Central Europe to Western Russia. Their seasons differ widely: West Africa and South Asia follow the summer monsoon, South America grows its main crops from October to April, and the two European zones and North America have cold winters with low CALF from October to April. Older issues counted seven MPZs.',
    body_zh:
      '六大主产区为西非、北美、南美、南亚与东南亚、西欧、中欧至俄罗斯西部。各区季节差异很大：西非和南亚受夏季风控制，南美主季作物在10月至次年4月生长，两个欧洲主产区和北美冬季寒冷，10月至次年4月耕地种植比例较低。早期通报曾划分七个主产区。',
  },
  {
    id: 'china-regions',
    topic: 'spatial_unit',
    refs: ['CHN-NE', 'CHN-IM', 'CHN-HHH', 'CHN-LOE', 'CHN-LYZ', 'CHN-SW', 'CHN-SC'],
    source: CW_STRUCTURE,
    title_en: "China's seven agricultural regions",
    title_zh: '中国七大农业区',
    body_en:
      'Chapter 4 analyses China by seven regions: the Northeast (maize, soybean and single rice, one crop a year), Inner Mongolia and areas along the Great Wall (spring maize and wheat), Huanghuaihai (winter wheat followed by summer maize), the Loess region (dryland wheat and maize), the Lower Yangtze (rice and wheat, double cropping), Southwest China (rice, maize and wheat on hilly land) and Southern China (double rice). Huanghuaihai is often called the North China Plain.',
    body_zh:
      '第四章将中国分为七个区：东北区（玉米、大豆和一季稻，一年一熟）、内蒙古及长城沿线区（春玉米和小麦）、黄淮海区（冬小麦—夏玉米轮作，常称华北平原）、黄土高原区（旱作小麦和玉米）、长江中下游区（水稻和小麦，一年两熟）、西南区（丘陵山地的水稻、玉米和小麦）以及华南区（双季稻）。',
  },
  {
    id: 'irrigation-caveat',
    topic: 'method',
    refs: ['BIOMSS', 'RAIN'],
    source: `${CW_METHOD}; domain notes §1.5`,
    title_en: 'Irrigation and the weight of rainfall',
    title_zh: '灌溉与降水的权重',
    body_en:
      'Country sections open with one sentence on irrigation because it decides how much rainfall anomalies matter. Where almost all cropland is irrigated, as in Egypt, rain hardly affects crops and BIOMSS is not meaningful. Where irrigation dominates but is fed by the monsoon, as in Pakistan, dry spells and floods still move CALF. Where crops are rainfed, as in the Pampas or the Corn Belt, RAIN and BIOMSS drive the outlook.',
    body_zh:
      '国别章节开头会用一句话说明灌溉情况，因为它决定降水距平的重要性。像埃及这样几乎全部灌溉的国家，降水对作物影响很小，潜在生物量指标意义不大；像巴基斯坦这样以灌溉为主但水源依赖季风的国家，干旱期和洪涝仍会影响耕地种植比例；在潘帕斯或玉米带等雨养区，降水和潜在生物量决定年景。',
  },
  {
    id: 'season-kharif-rabi',
    topic: 'season',
    refs: ['Kharif', 'Rabi', 'IND', 'PAK'],
    source: CW_METHOD,
    title_en: 'Kharif and Rabi seasons in South Asia',
    title_zh: '南亚的 Kharif 季与 Rabi 季',
    body_en:
      'Kharif crops (rice, maize, soybean, cotton) are sown with the monsoon in June–July and harvested in October–November; their fate depends on monsoon rain, so the July–October window is decisive. Rabi crops, mainly wheat, are sown in November–December and harvested in March–April on stored soil moisture and irrigation, so the January–April window matters. In Pakistan the Kharif season runs May–November and Rabi December–April.',
    body_zh:
      'Kharif 作物（水稻、玉米、大豆、棉花）随季风在6–7月播种、10–11月收获，取决于季风降水，因此7–10月监测期最关键。Rabi 作物以小麦为主，11–12月播种、3–4月收获，依靠土壤储水和灌溉，因此1–4月监测期更重要。巴基斯坦的 Kharif 季为5–11月，Rabi 季为12月至次年4月。',
  },
  {
    id: 'season-meher-belg',
    topic: 'season',
    refs: ['Meher', 'Belg', 'ETH'],
    source: CW_METHOD,
    title_en: 'Meher and Belg seasons in Ethiopia',
    title_zh: '埃塞俄比亚的 Meher 季与 Belg 季',
    body_en:
      'Ethiopia has two rainy seasons. The Belg rains from February to May support a smaller harvest and the planting of long-cycle crops. The main Meher rains from June to September produce most of the cereal harvest in October–January. Both are rainfed, so a late or weak Belg followed by a poor Meher is a serious food-security risk.',
    body_zh:
      '埃塞俄比亚有两个雨季。2–5月的 Belg 小雨季支撑一季较小的收成并用于长生育期作物播种；6–9月的 Meher 主雨季带来10月至次年1月的大部分谷物收成。两季均为雨养，Belg 迟到或偏弱再加上 Meher 不佳，会构成严重的粮食安全风险。',
  },
  {
    id: 'climate-enso',
    topic: 'season',
    refs: ['ENSO'],
    source: CW_STRUCTURE,
    title_en: 'El Niño, La Niña and crops',
    title_zh: '厄尔尼诺、拉尼娜与作物',
    body_en:
      'ENSO is tracked in Chapter 5 because its phases shift rainfall in several breadbaskets. El Niño tends to bring drought to Southeast Asia, Australia and southern Africa and wetter conditions to southern South America; La Niña tends to do the opposite and often dries Argentina and the southern United States. The impact depends on the season, so it is always read together with the crop calendar.',
    body_zh:
      '第五章跟踪厄尔尼诺—南方涛动，因为其位相会改变多个粮仓的降水。厄尔尼诺往往使东南亚、澳大利亚和南部非洲偏旱，使南美南部偏湿；拉尼娜通常相反，常使阿根廷和美国南部偏旱。影响取决于季节，因此须结合作物日历解读。',
  },
  {
    id: 'agroclimatic-vs-agronomic',
    topic: 'indicator',
    refs: ['CWAI', 'RAIN', 'TEMP', 'RADPAR', 'BIOMSS', 'CALF', 'VCIx', 'CI', 'CPI'],
    source: CW_ANNEX,
    title_en: 'Agroclimatic versus agronomic indicators',
    title_zh: '农业气象指标与农情指标',
    body_en:
      'Agroclimatic indicators (RAIN, TEMP, RADPAR and the derived BIOMSS) describe the growing conditions and are compared with the 15YA. Agronomic indicators (CALF, VCIx, VHIn, CI, CPI and NDVI clusters) describe how the crops actually responded, seen from satellites, and are compared with the 5YA. A good analysis reads them in that order: conditions first, then the crop response, then the outlook.',
    body_zh:
      '农业气象指标（降水、气温、光合有效辐射及由其推算的潜在生物量）描述生长条件，与15年平均比较；农情指标（耕地种植比例、最佳植被状况指数、最低植被健康指数、复种指数、生产形势指数和 NDVI 聚类）描述卫星观测到的作物实际响应，与近5年平均比较。分析时按此顺序：先条件，再作物响应，最后展望。',
  },
  {
    id: 'paragraph-template',
    topic: 'bulletin',
    refs: ['CH3_COUNTRY'],
    source: `${PROJECT}; after domain notes §1.7 (d)`,
    title_en: 'Shape of a country or zone paragraph',
    title_zh: '国家或分区段落的写法',
    body_en:
      'A country paragraph follows a fixed order: the period and which crops were in which stage; the agroclimate (RAIN, TEMP, RADPAR with departures, then the combined effect on BIOMSS); an irrigation caveat if the irrigated share is high; the agronomy (NDVI against the 5YA, the share of cropland below average, VCIx, CALF with its departure, CI and CPI with a verdict); a one-sentence outlook; then a shorter paragraph per AEZ in the same order.',
    body_zh:
      '国别段落按固定顺序：监测期及各作物所处的生育期；农业气象（降水、气温、光合有效辐射及其距平，再说明对潜在生物量的综合影响）；灌溉比例高时加灌溉说明；农情（NDVI 与近5年平均的比较、低于平均的耕地比例、最佳植被状况指数、耕地种植比例及其距平、复种指数和生产形势指数及评价）；一句话展望；随后按相同顺序为每个农业生态区写一段较短的分析。',
  },
  {
    id: 'seed-data-notice',
    topic: 'data',
    refs: [],
    source: PROJECT,
    title_en: 'About the demo data',
    title_zh: '关于演示数据',
    body_en:
      'All indicator values, production figures, crop calendars and zone outlines in this system are synthetic demo data made up to be internally consistent. They are not CropWatch results and must not be cited as such. Only the AEZ numbers of India, Pakistan and Uzbekistan are real CropWatch identifiers; other zone codes are placeholders, and the zone outlines are rough sketches.',
    body_zh:
      '本系统中的所有指标值、产量数据、作物日历和分区边界均为演示用的合成数据，仅保证内部一致，不是 CropWatch 的结果，不得作为其结果引用。只有印度、巴基斯坦和乌兹别克斯坦的农业生态区编号是真实的 CropWatch 编号，其他分区编码为占位符，分区边界为粗略示意。',
  },
];
