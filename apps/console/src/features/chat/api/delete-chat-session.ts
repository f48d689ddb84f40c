import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatSessionDelete } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { chatSessionsKey } from './list-chat-sessions';
import { chatSessionDetailKey } from './query-chat-session';

/** Deletes a session with its messages (a running answer is stopped by the server). */
export async function deleteChatSession(id: string): Promise<void> {
  unwrap(await call(chatSessionDelete, { query: { id } }));
}

export function useDeleteChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatSession,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: chatSessionDetailKey(id) });
      await queryClient.invalidateQueries({ queryKey: chatSessionsKey });
    },
  });
}
