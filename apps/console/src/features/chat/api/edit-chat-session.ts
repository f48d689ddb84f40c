import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatSessionEdit, type ChatSession, type ChatSessionEditBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Renames a session (or moves it to another app). */
export async function editChatSession(body: ChatSessionEditBody): Promise<ChatSession | null> {
  return unwrap(await call(chatSessionEdit, { body }));
}

export function useEditChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editChatSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chat'] }),
  });
}
