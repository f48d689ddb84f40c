import type { AnalysisPartition, AnalysisZone } from '@cropwatch/contract';
import { formatDateTime } from '../../../core/result/date-format';
import type { AnalysisPartitionEntity } from '../entities/analysis-partition.entity';
import type { AnalysisZoneEntity } from '../entities/analysis-zone.entity';

const audit = (r: AnalysisPartitionEntity | AnalysisZoneEntity) => ({
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: formatDateTime(r.updateTime),
});

export const toPartitionJson = (p: AnalysisPartitionEntity, zoneCount: number): AnalysisPartition => ({
  id: p.id,
  code: p.code,
  nameZh: p.nameZh,
  nameEn: p.nameEn,
  chapterCode: p.chapterCode,
  sortNo: p.sortNo,
  zoneCount,
  ...audit(p),
});

export const toZoneJson = (
  z: AnalysisZoneEntity,
  partition: AnalysisPartitionEntity | undefined,
  hasData: boolean,
): AnalysisZone => ({
  id: z.id,
  partitionId: z.partitionId,
  partitionNameZh: partition?.nameZh ?? null,
  partitionNameEn: partition?.nameEn ?? null,
  code: z.code,
  nameZh: z.nameZh,
  nameEn: z.nameEn,
  level: z.level,
  countryIso3: z.countryIso3,
  hasData,
  sortNo: z.sortNo,
  remark: z.remark,
  ...audit(z),
});
