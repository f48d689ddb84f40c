import { type AnalysisChapter, type AnalysisCueWord, cueWordVariables } from '@cropwatch/contract';
import { formatDateTime } from '../../core/result/date-format';
import type { AnalysisChapterEntity } from './entities/analysis-chapter.entity';
import type { AnalysisCueWordEntity } from './entities/analysis-cue-word.entity';

export const toChapterJson = (c: AnalysisChapterEntity): AnalysisChapter => ({
  id: c.id,
  code: c.code,
  number: c.number,
  nameZh: c.nameZh,
  nameEn: c.nameEn,
  descriptionZh: c.descriptionZh,
  descriptionEn: c.descriptionEn,
  sections: c.sections,
  sortNo: c.sortNo,
  createBy: c.createBy,
  createTime: formatDateTime(c.createTime),
  updateBy: c.updateBy,
  updateTime: formatDateTime(c.updateTime),
});

export const toCueWordJson = (w: AnalysisCueWordEntity): AnalysisCueWord => ({
  id: w.id,
  name: w.name,
  chapterCode: w.chapterCode,
  lang: w.lang,
  template: w.template,
  variables: cueWordVariables(w.template),
  sampleValues: w.sampleValues,
  description: w.description,
  version: w.version,
  createBy: w.createBy,
  createTime: formatDateTime(w.createTime),
  updateBy: w.updateBy,
  updateTime: formatDateTime(w.updateTime),
});
