import type { AnalysisCounts, AnalysisItem, AnalysisItemVersion, AnalysisMain } from '@cropwatch/contract';
import { formatDateTime } from '../../../core/result/date-format';
import type { AnalysisChapterEntity } from '../entities/analysis-chapter.entity';
import type { AnalysisItemVersionEntity } from '../entities/analysis-item-version.entity';
import type { AnalysisItemEntity } from '../entities/analysis-item.entity';
import type { AnalysisMainEntity } from '../entities/analysis-main.entity';
import type { AnalysisPartitionEntity } from '../entities/analysis-partition.entity';
import type { AnalysisZoneEntity } from '../entities/analysis-zone.entity';
import { analysisStatus } from '../generation/item-status';

const audit = (r: AnalysisMainEntity | AnalysisItemEntity) => ({
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: formatDateTime(r.updateTime),
});

export const toMainJson = (
  m: AnalysisMainEntity,
  counts: AnalysisCounts,
  datasetName: string | null = null,
): AnalysisMain => ({
  id: m.id,
  year: m.year,
  period: m.period,
  stage: m.stage,
  title: m.title,
  lang: m.lang,
  remark: m.remark,
  datasetId: m.datasetId ?? null,
  datasetVersion: m.datasetVersion ?? null,
  datasetName,
  status: analysisStatus(counts),
  counts,
  ...audit(m),
});

/** The rows an item names, looked up once per page. */
export interface ItemNames {
  chapters: Map<string, AnalysisChapterEntity>;
  partitions: Map<string, AnalysisPartitionEntity>;
  zones: Map<string, AnalysisZoneEntity>;
}

export function toItemJson(i: AnalysisItemEntity, names: ItemNames): AnalysisItem {
  const chapter = names.chapters.get(i.chapterCode);
  const partition = names.partitions.get(i.partitionId);
  const zone = names.zones.get(i.zoneId);
  return {
    id: i.id,
    analysisId: i.analysisId,
    chapterCode: i.chapterCode,
    partitionId: i.partitionId,
    zoneId: i.zoneId,
    chapterNameZh: chapter?.nameZh ?? null,
    chapterNameEn: chapter?.nameEn ?? null,
    partitionNameZh: partition?.nameZh ?? null,
    partitionNameEn: partition?.nameEn ?? null,
    zoneCode: zone?.code ?? null,
    zoneNameZh: zone?.nameZh ?? null,
    zoneNameEn: zone?.nameEn ?? null,
    cueWordId: i.cueWordId,
    cueWordVersion: i.cueWordVersion,
    prompt: i.prompt,
    backgroundKnowledge: i.backgroundKnowledge,
    fileType: i.fileType,
    tableSource: i.tableSource,
    tableFile: i.tableFile,
    imagePath: i.imagePath,
    sortNo: i.sortNo,
    status: i.status,
    errorMessage: i.errorMessage,
    generatedText: i.generatedText,
    version: i.version,
    ...audit(i),
  };
}

export const toVersionJson = (v: AnalysisItemVersionEntity): AnalysisItemVersion => ({
  id: v.id,
  itemId: v.itemId,
  version: v.version,
  text: v.text,
  origin: v.origin,
  model: v.model,
  createBy: v.createBy,
  createTime: formatDateTime(v.createTime),
});
