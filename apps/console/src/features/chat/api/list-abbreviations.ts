import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatAbbreviationList, type ChatAbbreviation } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Prefix of every abbreviation query (the admin list uses it too, so a save refreshes the hints). */
export const abbreviationsKey = ['chat', 'abbreviations'] as const;

/** The whole list for the composer's hints: a few hundred short rows at most. */
export async function listAbbreviations(signal?: AbortSignal): Promise<ChatAbbreviation[]> {
  const query = { pageNo: 1, pageSize: 1000, column: 'sortNo', order: 'asc' };
  return unwrap(await call(chatAbbreviationList, { query }, { signal, silent: true })).records;
}

export const useAbbreviations = () =>
  useQuery(
    queryOptions({
      queryKey: abbreviationsKey,
      queryFn: ({ signal }) => listAbbreviations(signal),
      staleTime: 5 * 60_000,
    }),
  );
