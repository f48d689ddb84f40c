import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  analysisMainAdd,
  analysisMainEdit,
  analysisMainList,
  analysisMainQueryById,
  type AnalysisMain,
  type AnalysisMainAddBody,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { analysesKey } from './keys';

/** The latest analyses (newest first), for the workspace's and the item form's analysis pickers. */
export async function listRecentAnalyses(signal?: AbortSignal): Promise<AnalysisMain[]> {
  const query = { pageNo: 1, pageSize: 200, column: 'createTime', order: 'desc' };
  return unwrap(await call(analysisMainList, { query }, { signal, silent: true })).records;
}

export const useRecentAnalyses = () =>
  useQuery(queryOptions({ queryKey: [...analysesKey, 'recent'], queryFn: ({ signal }) => listRecentAnalyses(signal) }));

export async function fetchAnalysis(id: string, signal?: AbortSignal): Promise<AnalysisMain | null> {
  return unwrap(await call(analysisMainQueryById, { query: { id } }, { signal, silent: true }));
}

export const useAnalysis = (id: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: [...analysesKey, 'one', id],
      queryFn: ({ signal }) => fetchAnalysis(id ?? '', signal),
      enabled: Boolean(id),
    }),
  );

export type SaveAnalysisBody = AnalysisMainAddBody & { id?: string };

export async function saveAnalysis({ id, ...fields }: SaveAnalysisBody): Promise<AnalysisMain | null> {
  return unwrap(
    id ? await call(analysisMainEdit, { body: { ...fields, id } }) : await call(analysisMainAdd, { body: fields }),
  );
}

export function useSaveAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnalysis,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analysesKey }),
  });
}
