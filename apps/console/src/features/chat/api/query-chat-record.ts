import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatRecordQueryById } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Any user's session with its messages, for the records page's detail view. */
export const chatRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['chat', 'records', id],
    queryFn: async ({ signal }) => unwrap(await call(chatRecordQueryById, { query: { id } }, { signal })),
  });

export const useChatRecord = (id: string | null) =>
  useQuery({ ...chatRecordQueryOptions(id ?? ''), enabled: id !== null });
