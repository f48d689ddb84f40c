import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysisCueWordList, type AnalysisCueWord } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { cueWordsKey } from './keys';

/** Every cue word (tens of rows), for the item form's picker; filtered by chapter and language there. */
export async function listCueWords(signal?: AbortSignal): Promise<AnalysisCueWord[]> {
  const query = { pageNo: 1, pageSize: 1000, column: 'name', order: 'asc' };
  return unwrap(await call(analysisCueWordList, { query }, { signal, silent: true })).records;
}

export const useCueWords = (enabled = true) =>
  useQuery(queryOptions({ queryKey: [...cueWordsKey, 'all'], queryFn: ({ signal }) => listCueWords(signal), enabled }));
