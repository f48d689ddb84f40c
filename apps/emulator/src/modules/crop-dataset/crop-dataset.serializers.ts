import type {
  CropDataset,
  CropDatasetKind,
  CropDatasetRef,
  CropDatasetState,
  CropYieldRow,
  YieldCrop,
} from '@cropwatch/contract';
import { formatDateTime } from '../../core/result/date-format';
import type { CropDatasetEntity, CropYieldEntity } from './entities/crop-dataset.entities';

export const toCropDatasetJson = (d: CropDatasetEntity): CropDataset => ({
  id: d.id,
  name: d.name,
  kind: d.kind as CropDatasetKind,
  source: d.source,
  licence: d.licence,
  citation: d.citation,
  synthetic: Boolean(d.synthetic),
  periodStart: d.periodStart,
  periodEnd: d.periodEnd,
  periodCount: d.periodCount,
  unitCount: d.unitCount,
  items: d.items,
  rowCount: d.rowCount,
  version: d.version ?? 1,
  state: d.state as CropDatasetState,
  fileName: d.fileName,
  importBy: d.importBy,
  importTime: formatDateTime(d.importTime),
  updateBy: d.updateBy,
  updateTime: formatDateTime(d.updateTime),
});

/** A yield row; `names` gives the unit's names in both languages (CropDataService.namesOf). */
export const toCropYieldJson = (r: CropYieldEntity, names: { nameZh: string; nameEn: string }): CropYieldRow => ({
  id: r.id,
  datasetId: r.datasetId,
  unitCode: r.unitCode,
  unitName: r.unitName,
  unitNameZh: names.nameZh,
  unitNameEn: names.nameEn,
  unitKind: r.unitKind as CropYieldRow['unitKind'],
  crop: r.crop as YieldCrop,
  year: r.year,
  yieldTHa: r.yieldTHa,
});

export const toCropDatasetRef = (d: CropDatasetEntity | CropDataset): CropDatasetRef => ({
  id: d.id,
  name: d.name,
  version: d.version ?? 1,
  synthetic: Boolean(d.synthetic),
  source: d.source,
  licence: d.licence,
  citation: d.citation,
});
