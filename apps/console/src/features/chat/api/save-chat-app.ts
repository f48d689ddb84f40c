import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatAppAdd, chatAppEdit, type ChatApp, type ChatAppAddBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { chatAppsKey } from './list-chat-apps';

export type SaveChatAppBody = ChatAppAddBody & { id?: string };

/** Adds an app (no `id`) or edits one; an omitted `apiKey` keeps the stored key. */
export async function saveChatApp({ id, ...fields }: SaveChatAppBody): Promise<ChatApp | null> {
  return unwrap(id ? await call(chatAppEdit, { body: { ...fields, id } }) : await call(chatAppAdd, { body: fields }));
}

/** The admin list shares the `chat/apps` key prefix with the chat page's app list: both refresh. */
export function useSaveChatApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatApp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatAppsKey }),
  });
}
