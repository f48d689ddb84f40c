import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  analysisCueWordAdd,
  analysisCueWordEdit,
  type AnalysisCueWord,
  type AnalysisCueWordAddBody,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { cueWordsKey } from './keys';

export type SaveCueWordBody = AnalysisCueWordAddBody & { id?: string };

/** Adds a cue word (no `id`) or edits one; the server raises the version when the template changed. */
export async function saveCueWord({ id, ...fields }: SaveCueWordBody): Promise<AnalysisCueWord | null> {
  return unwrap(
    id
      ? await call(analysisCueWordEdit, { body: { ...fields, id } })
      : await call(analysisCueWordAdd, { body: fields }),
  );
}

export function useSaveCueWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCueWord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cueWordsKey }),
  });
}
