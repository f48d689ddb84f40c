import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cropOverview, type CropOverview } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** The crop situation of one period (the latest when `period` is undefined). */
export async function getCropOverview(period: string | undefined, signal?: AbortSignal): Promise<CropOverview> {
  return unwrap(await call(cropOverview, { query: period ? { period } : {} }, { signal, silent: true }));
}

export const cropOverviewQueryOptions = (period: string | undefined) =>
  queryOptions({
    queryKey: ['dashboard', 'crop-overview', period ?? 'latest'],
    queryFn: ({ signal }) => getCropOverview(period, signal),
    staleTime: 5 * 60_000,
    // Switching periods keeps the old figures on screen until the new ones arrive (no flashing map).
    placeholderData: keepPreviousData,
  });

export const useCropOverview = (period: string | undefined) => useQuery(cropOverviewQueryOptions(period));
