import { type DataSource, In } from 'typeorm';
import type { AnalysisCounts, AnalysisItemStatus } from '@cropwatch/contract';
import { AnalysisChapterEntity } from '../entities/analysis-chapter.entity';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisPartitionEntity } from '../entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../entities/analysis-zone.entity';
import { addToCounts, emptyCounts } from '../generation/item-status';
import type { ItemNames } from './analyze.serializers';

/** Item counts by status for each analysis id (every id gets an entry). */
export async function countsByAnalysis(db: DataSource, ids: readonly string[]): Promise<Map<string, AnalysisCounts>> {
  const out = new Map(ids.map((id) => [id, emptyCounts()]));
  if (ids.length === 0) return out;
  const rows = await db
    .getRepository(AnalysisItemEntity)
    .createQueryBuilder('i')
    .select('i.analysisId', 'analysisId')
    .addSelect('i.status', 'status')
    .addSelect('COUNT(*)', 'n')
    .where({ analysisId: In([...ids]) })
    .groupBy('i.analysisId')
    .addGroupBy('i.status')
    .getRawMany<{ analysisId: string; status: AnalysisItemStatus; n: number | string }>();
  for (const r of rows) addToCounts(out.get(r.analysisId)!, r.status, Number(r.n));
  return out;
}

/** The chapters, partitions and zones the items name. */
export async function itemNames(db: DataSource, items: readonly AnalysisItemEntity[]): Promise<ItemNames> {
  const unique = (f: (i: AnalysisItemEntity) => string) => [...new Set(items.map(f))];
  const [chapters, partitions, zones] = await Promise.all([
    db.getRepository(AnalysisChapterEntity).findBy({ code: In(unique((i) => i.chapterCode)) }),
    db.getRepository(AnalysisPartitionEntity).findBy({ id: In(unique((i) => i.partitionId)) }),
    db.getRepository(AnalysisZoneEntity).findBy({ id: In(unique((i) => i.zoneId)) }),
  ]);
  return {
    chapters: new Map(chapters.map((c) => [c.code, c])),
    partitions: new Map(partitions.map((p) => [p.id, p])),
    zones: new Map(zones.map((z) => [z.id, z])),
  };
}

/**
 * Bulletin order of items as SQL over alias `i`: chapter, partition, item, zone sort numbers (correlated
 * subqueries, so paging stays a plain LIMIT/OFFSET without joins).
 */
export const ITEM_ORDER = [
  '(SELECT c.sort_no FROM analysis_chapter c WHERE c.code = i.chapter_code)',
  '(SELECT p.sort_no FROM analysis_partition p WHERE p.id = i.partition_id)',
  'i.sort_no',
  '(SELECT z.sort_no FROM analysis_zone z WHERE z.id = i.zone_id)',
] as const;
