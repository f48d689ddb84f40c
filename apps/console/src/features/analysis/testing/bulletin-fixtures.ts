import type { AnalysisItem, AnalysisMain, AnalysisPartition, AnalysisZone } from '@cropwatch/contract';

/** Rows shaped like the emulator's answers for zones, analyses and items. */
const audit = { createBy: 'admin', createTime: '2026-11-22 10:00:00', updateBy: null, updateTime: null };

export const mpzPartition: AnalysisPartition = {
  id: 'p1',
  code: 'MPZ',
  nameZh: '主产区',
  nameEn: 'Major production zones',
  chapterCode: 'CH2_MPZ',
  sortNo: 1,
  zoneCount: 2,
  ...audit,
};

export const chnPartition: AnalysisPartition = {
  ...mpzPartition,
  id: 'p2',
  code: 'CHN',
  nameZh: '中国',
  nameEn: 'China',
  chapterCode: null,
  sortNo: 2,
  zoneCount: 0,
};

export const buildZone = (overrides: Partial<AnalysisZone> = {}): AnalysisZone => ({
  id: 'z1',
  partitionId: 'p1',
  partitionNameZh: '主产区',
  partitionNameEn: 'Major production zones',
  code: 'NAM',
  nameZh: '北美洲',
  nameEn: 'North America',
  level: 'mpz',
  countryIso3: null,
  hasData: true,
  sortNo: 1,
  remark: null,
  ...audit,
  ...overrides,
});

export const bulletin: AnalysisMain = {
  id: 'a1',
  year: 2025,
  period: 'JUL_OCT',
  stage: 'grain_filling',
  title: '2025年7–10月全球作物长势通报',
  lang: 'zh',
  remark: null,
  datasetId: 'demo',
  datasetVersion: 1,
  datasetName: 'CropWatch GPT demo data (synthetic)',
  status: 'NOT_GENERATED',
  counts: { total: 2, notGenerated: 2, waiting: 0, generated: 0, failed: 0 },
  ...audit,
};

export const buildItem = (overrides: Partial<AnalysisItem> = {}): AnalysisItem => ({
  id: 'i1',
  analysisId: 'a1',
  chapterCode: 'CH2_MPZ',
  partitionId: 'p1',
  zoneId: 'z1',
  chapterNameZh: '主产区作物与环境状况',
  chapterNameEn: 'Crop and environmental conditions in major production zones',
  partitionNameZh: '主产区',
  partitionNameEn: 'Major production zones',
  zoneCode: 'NAM',
  zoneNameZh: '北美洲',
  zoneNameEn: 'North America',
  cueWordId: null,
  cueWordVersion: null,
  prompt: '请分析{region}在{period}的农业气象条件。',
  backgroundKnowledge: null,
  fileType: 'table',
  tableSource: 'indicators',
  tableFile: null,
  imagePath: null,
  sortNo: 0,
  status: 'NOT_GENERATED',
  errorMessage: null,
  generatedText: null,
  version: 0,
  ...audit,
  ...overrides,
});
