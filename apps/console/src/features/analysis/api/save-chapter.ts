import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  analysisChapterAdd,
  analysisChapterEdit,
  type AnalysisChapter,
  type AnalysisChapterAddBody,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { chaptersKey } from './keys';

export type SaveChapterBody = AnalysisChapterAddBody & { id?: string };

/** Adds a chapter (no `id`) or edits one; an edit without `sections` keeps them. */
export async function saveChapter({ id, ...fields }: SaveChapterBody): Promise<AnalysisChapter | null> {
  return unwrap(
    id
      ? await call(analysisChapterEdit, { body: { ...fields, id } })
      : await call(analysisChapterAdd, { body: fields }),
  );
}

/** Refreshes the chapter list and the chapter pickers (same key prefix). */
export function useSaveChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChapter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chaptersKey }),
  });
}
