import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatSessionList, type ChatSession } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** How many of the caller's sessions the list shows (newest activity first). */
export const SESSION_PAGE_SIZE = 200;

export const chatSessionsKey = ['chat', 'sessions'] as const;

/** The caller's sessions; `search` filters titles with JeecgBoot's `*text*` (contains) rule. */
export async function listChatSessions(search: string, signal?: AbortSignal): Promise<ChatSession[]> {
  const text = search.trim();
  const query = { pageNo: 1, pageSize: SESSION_PAGE_SIZE, ...(text ? { title: `*${text}*` } : {}) };
  return unwrap(await call(chatSessionList, { query }, { signal })).records;
}

export const chatSessionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...chatSessionsKey, search.trim()],
    queryFn: ({ signal }) => listChatSessions(search, signal),
    placeholderData: keepPreviousData,
  });

export const useChatSessions = (search: string) => useQuery(chatSessionsQueryOptions(search));
