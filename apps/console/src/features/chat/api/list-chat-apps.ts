import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatAppList, type ChatApp } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Chat apps (default first): their welcome text and suggested questions greet an empty conversation. */
export async function listChatApps(signal?: AbortSignal): Promise<ChatApp[]> {
  return unwrap(await call(chatAppList, { query: { pageNo: 1, pageSize: 100 } }, { signal })).records;
}

/** Prefix of every chat-app query (the admin list uses it too, so a save refreshes both). */
export const chatAppsKey = ['chat', 'apps'] as const;

export const chatAppsQueryOptions = () =>
  queryOptions({ queryKey: chatAppsKey, queryFn: ({ signal }) => listChatApps(signal), staleTime: 5 * 60_000 });

export const useChatApps = () => useQuery(chatAppsQueryOptions());

/** The app new conversations get: the enabled default, else the first enabled one. */
export function defaultApp(apps: ChatApp[]): ChatApp | undefined {
  const enabled = apps.filter((a) => a.status === 1);
  return enabled.find((a) => a.isDefault === 1) ?? enabled[0];
}
