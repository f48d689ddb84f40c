import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysisChapterList, type AnalysisChapter } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { chaptersKey } from './keys';

/** Every chapter in bulletin order (a handful of rows), for the cue words' chapter picker. */
export async function listChapters(signal?: AbortSignal): Promise<AnalysisChapter[]> {
  const query = { pageNo: 1, pageSize: 1000, column: 'sortNo', order: 'asc' };
  return unwrap(await call(analysisChapterList, { query }, { signal, silent: true })).records;
}

export const useChapters = () =>
  useQuery(
    queryOptions({
      queryKey: [...chaptersKey, 'all'],
      queryFn: ({ signal }) => listChapters(signal),
      staleTime: 5 * 60_000,
    }),
  );
