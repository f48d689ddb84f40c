import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatSessionQueryById, type ChatSessionDetail } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

export const chatSessionDetailKey = (id: string) => ['chat', 'session', id] as const;

/** One session with all its messages, oldest first. */
export async function queryChatSession(id: string, signal?: AbortSignal): Promise<ChatSessionDetail> {
  const detail = unwrap(await call(chatSessionQueryById, { query: { id } }, { signal }));
  if (!detail) throw new Error('no session');
  return detail;
}

/**
 * Streamed answers are written into this cache entry frame by frame (`use-chat-stream.ts`), so it never goes
 * stale by itself: a refetch in the middle of an answer would drop the text streamed so far.
 */
export const chatSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chatSessionDetailKey(id),
    queryFn: ({ signal }) => queryChatSession(id, signal),
    staleTime: Infinity,
  });

/** While an answer streams that this page does not follow (started elsewhere, or before a reload). */
export const FOREIGN_STREAM_POLL_MS = 1500;

/** `pollStreaming`: re-read the session while one of its messages is still `streaming` and nobody here follows it. */
export const useChatSession = (id: string | null, pollStreaming: boolean) =>
  useQuery({
    ...chatSessionQueryOptions(id ?? ''),
    enabled: !!id,
    refetchInterval: (query) =>
      pollStreaming && query.state.data?.messages.some((m) => m.status === 'streaming')
        ? FOREIGN_STREAM_POLL_MS
        : false,
  });
