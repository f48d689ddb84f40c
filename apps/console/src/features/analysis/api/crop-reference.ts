import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  analysisCropReference,
  type CropIndicatorRef,
  type CropPeriodRef,
  type CropUnitRef,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { cropReferenceKey } from './keys';

export interface CropReference {
  units: CropUnitRef[];
  periods: CropPeriodRef[];
  indicators: CropIndicatorRef[];
}

/** The crop data's spatial units, periods and indicators: fixed for a server's life, so cached long. */
export async function fetchCropReference(signal?: AbortSignal): Promise<CropReference> {
  return unwrap(await call(analysisCropReference, {}, { signal, silent: true }));
}

export const useCropReference = (enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: cropReferenceKey,
      queryFn: ({ signal }) => fetchCropReference(signal),
      staleTime: 30 * 60_000,
      enabled,
    }),
  );
