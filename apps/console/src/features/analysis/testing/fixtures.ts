import type { AnalysisChapter, AnalysisCountryIrrigation, AnalysisCueWord } from '@cropwatch/contract';

/** Rows shaped like the emulator's answers (seed/crop/chapters.json, seed/analysis.json). */
export const mpzChapter: AnalysisChapter = {
  id: 'c2',
  code: 'CH2_MPZ',
  number: '2',
  nameZh: '主产区作物与环境状况',
  nameEn: 'Crop and environmental conditions in major production zones',
  descriptionZh: '六个主产区的农业气象指标。',
  descriptionEn: 'Indicator tables for the six MPZs.',
  sections: [
    { number: '2.1', nameEn: 'Overview', nameZh: '概述' },
    { number: '2.2', nameEn: 'West Africa', nameZh: '西非' },
  ],
  sortNo: 3,
  createBy: 'admin',
  createTime: '2026-11-22 10:00:00',
  updateBy: null,
  updateTime: null,
};

export const countryCueWord: AnalysisCueWord = {
  id: 'w1',
  name: 'country-paragraph-en',
  chapterCode: 'CH2_MPZ',
  lang: 'en',
  template: 'Describe {country} for {period}.',
  variables: ['country', 'period'],
  sampleValues: { country: 'India', period: 'Jul–Oct 2025' },
  description: null,
  version: 2,
  createBy: 'admin',
  createTime: '2026-11-22 10:00:00',
  updateBy: null,
  updateTime: null,
};

export const page = <T>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

export const egyptIrrigation: AnalysisCountryIrrigation = {
  id: 'EGY',
  countryIso3: 'EGY',
  countryNameZh: '埃及',
  countryNameEn: 'Egypt',
  irrigatedSharePct: 100,
  mainIrrigatedCrops: ['wheat', 'maize', 'rice'],
  waterSource: ['river', 'canal'],
  rainfallRelevance: 'low',
  noteZh: '耕地几乎全部依靠尼罗河灌溉。',
  noteEn: 'Cropland is close to fully irrigated from the Nile.',
};
