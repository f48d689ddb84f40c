import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalysisImage, analysisImageList, type Page } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Generated images; kept apart from `keys.ts` so this lane owns its key. */
export const imagesKey = ['analysis', 'images'] as const;

export interface ImageListQuery {
  pageNo: number;
  pageSize: number;
  kind?: string;
}

/** A page of stored images, newest first (the server's default order). */
export async function listImages(query: ImageListQuery, signal?: AbortSignal): Promise<Page<AnalysisImage>> {
  const params: Record<string, string | number> = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.kind) params.kind = query.kind;
  return unwrap(await call(analysisImageList, { query: params }, { signal, silent: true }));
}

export const useImages = (query: ImageListQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...imagesKey, query],
      queryFn: ({ signal }) => listImages(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
