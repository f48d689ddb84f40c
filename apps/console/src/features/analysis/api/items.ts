import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  analysisItemAdd,
  analysisItemEdit,
  analysisItemList,
  analysisItemSaveText,
  analysisItemVersions,
  type AnalysisItem,
  type AnalysisItemAddBody,
  type AnalysisItemVersion,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { analysesKey, itemsKey } from './keys';

/** Every item of one analysis in bulletin order (chapter, partition, item, zone), for the workspace. */
export async function listAnalysisItems(analysisId: string, signal?: AbortSignal): Promise<AnalysisItem[]> {
  const query = { pageNo: 1, pageSize: 1000, analysisId };
  return unwrap(await call(analysisItemList, { query }, { signal, silent: true })).records;
}

export const analysisItemsQuery = (analysisId: string | undefined) =>
  queryOptions({
    queryKey: [...itemsKey, 'analysis', analysisId],
    queryFn: ({ signal }) => listAnalysisItems(analysisId ?? '', signal),
    enabled: Boolean(analysisId),
  });

export const useAnalysisItems = (analysisId: string | undefined) => useQuery(analysisItemsQuery(analysisId));

export type SaveItemBody = AnalysisItemAddBody & { id?: string };

export async function saveItem({ id, ...fields }: SaveItemBody): Promise<AnalysisItem | null> {
  return unwrap(
    id ? await call(analysisItemEdit, { body: { ...fields, id } }) : await call(analysisItemAdd, { body: fields }),
  );
}

/** Under the analyses prefix: the analysis's counts and status move with its items. */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analysesKey }),
  });
}

export async function listItemVersions(id: string, signal?: AbortSignal): Promise<AnalysisItemVersion[]> {
  return unwrap(await call(analysisItemVersions, { query: { id } }, { signal, silent: true }));
}

/** Keyed by the item's current version, so a new text brings a fresh history. */
export const useItemVersions = (id: string | undefined, version: number) =>
  useQuery(
    queryOptions({
      queryKey: [...itemsKey, 'versions', id, version],
      queryFn: ({ signal }) => listItemVersions(id ?? '', signal),
      enabled: Boolean(id),
    }),
  );

/** A hand edit of the generated text: the server keeps it as a new `edited` version. */
export async function saveItemText(body: { id: string; text: string }): Promise<AnalysisItem | null> {
  return unwrap(await call(analysisItemSaveText, { body }));
}

export function useSaveItemText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItemText,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsKey }),
  });
}
