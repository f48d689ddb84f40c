import type { CropDatasetRef } from '@cropwatch/contract';
import type { CropIndicatorEntity } from './entities/crop-indicator.entity';

/** A dataset of indicator rows: where its rows live (the demo tables of seed/crop, or imported rows). */
export interface IndicatorDataset extends CropDatasetRef {
  storage: 'demo' | 'rows';
}

/**
 * Which indicators dataset the product reads (issue #35). The crop-dataset module registers itself here (it
 * imports this module, so the link points this way); without it (unit tests of this module) the demo tables
 * are read, as before datasets existed.
 */
export interface IndicatorSource {
  /** The given dataset (if it is an indicators dataset), else the active one; null when there is none. */
  resolve(datasetId?: string): Promise<IndicatorDataset | null>;
  /** Rows of an imported dataset, shaped as demo rows (fields the layout lacks are null). */
  indicatorRowsOf(
    datasetId: string,
    filter: { unitCodes?: string[]; periods?: string[] },
  ): Promise<CropIndicatorEntity[]>;
}

/** Which dataset a read should use: a recorded one (a bulletin analysis), else the active one. */
export interface IndicatorFilter {
  unitCodes?: string[];
  periods?: string[];
  datasetId?: string;
}

/** The dataset as pages name it (without where its rows live). */
export const datasetRefOf = ({ storage: _storage, ...ref }: IndicatorDataset): CropDatasetRef => ref;
