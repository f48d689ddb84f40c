import { useQuery } from '@tanstack/react-query';
import { chatSourceRows, type ChatSourceRows } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** The rows a cited source of an answer names (`GET /chat/source/rows`), in the UI language. */
export async function getChatSourceRows(
  id: string,
  lang: 'zh-CN' | 'en-US',
  signal?: AbortSignal,
): Promise<ChatSourceRows> {
  const rows = unwrap(await call(chatSourceRows, { query: { id, lang } }, { signal }));
  if (!rows) throw new Error('no rows');
  return rows;
}

export const useChatSourceRows = (id: string | null, lang: 'zh-CN' | 'en-US') =>
  useQuery({
    queryKey: ['chat', 'source', id, lang] as const,
    queryFn: ({ signal }) => getChatSourceRows(id ?? '', lang, signal),
    enabled: !!id,
    staleTime: Infinity,
  });
