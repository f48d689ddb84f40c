import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatSessionAdd, type ChatSession, type ChatSessionAddBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { chatSessionsKey } from './list-chat-sessions';

/** Creates a session (spec §8 "session creating" while it runs); the server titles it from the first question. */
export async function addChatSession(body: ChatSessionAddBody): Promise<ChatSession> {
  const session = unwrap(await call(chatSessionAdd, { body }));
  if (!session) throw new Error('no session');
  return session;
}

export function useAddChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addChatSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatSessionsKey }),
  });
}
