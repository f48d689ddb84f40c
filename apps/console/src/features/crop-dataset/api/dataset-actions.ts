import { cropDatasetActivate, cropDatasetArchive, type CropDataset } from '@cropwatch/contract';
import { call } from '../../../lib/http';

export const datasetsKey = ['crop-dataset', 'list'] as const;
export const datasetRowsKey = ['crop-dataset', 'rows'] as const;

/** Activates a dataset (the active one of its kind is archived): the server's envelope. */
export const activateDataset = (row: CropDataset) => call(cropDatasetActivate, { body: { id: row.id } });

/** Archives a dataset. */
export const archiveDataset = (row: CropDataset) => call(cropDatasetArchive, { body: { id: row.id } });
