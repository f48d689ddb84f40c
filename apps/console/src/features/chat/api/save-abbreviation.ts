import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chatAbbreviationAdd,
  chatAbbreviationEdit,
  type ChatAbbreviation,
  type ChatAbbreviationAddBody,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { abbreviationsKey } from './list-abbreviations';

export type SaveAbbreviationBody = ChatAbbreviationAddBody & { id?: string };

/** Adds an abbreviation (no `id`) or edits one. */
export async function saveAbbreviation({ id, ...fields }: SaveAbbreviationBody): Promise<ChatAbbreviation | null> {
  return unwrap(
    id
      ? await call(chatAbbreviationEdit, { body: { ...fields, id } })
      : await call(chatAbbreviationAdd, { body: fields }),
  );
}

/** Refreshes the admin list and the chat page's hints (same key prefix). */
export function useSaveAbbreviation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAbbreviation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: abbreviationsKey }),
  });
}
