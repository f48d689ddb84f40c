import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChatKnowledgeBase,
  type ChatKnowledgeBaseAddBody,
  chatKnowledgeBaseAdd,
  chatKnowledgeBaseDelete,
  chatKnowledgeBaseList,
  type ChatKnowledgeDocument,
  chatKnowledgeDocumentDelete,
  chatKnowledgeDocumentList,
  chatKnowledgeDocumentReplace,
  chatKnowledgeDocumentUpload,
  type ChatKnowledgePassage,
  chatKnowledgePassageList,
} from '@cropwatch/contract';
import { call, unwrap, uploadAction } from '../../../lib/http';

/** Prefix of every knowledge-base query (issue #34); writes invalidate it. */
export const knowledgeBasesKey = ['chat', 'knowledge-bases'] as const;
export const knowledgeDocumentsKey = (kbId: string) => [...knowledgeBasesKey, 'documents', kbId] as const;

export async function listKnowledgeBases(signal?: AbortSignal): Promise<ChatKnowledgeBase[]> {
  return unwrap(await call(chatKnowledgeBaseList, {}, { signal, silent: true }));
}

/** The bases the user may read (the chat's chooser and the page). */
export const useKnowledgeBases = () =>
  useQuery(queryOptions({ queryKey: knowledgeBasesKey, queryFn: ({ signal }) => listKnowledgeBases(signal) }));

export async function listKnowledgeDocuments(kbId: string, signal?: AbortSignal): Promise<ChatKnowledgeDocument[]> {
  return unwrap(await call(chatKnowledgeDocumentList, { query: { kbId } }, { signal }));
}

/** How often the document list is read again while a document is queued or being extracted. */
export const KNOWLEDGE_POLL_MS = 2000;

/** Whether a document is still on its way to `indexed` or `failed` (the emulator's worker has it). */
export const isDocumentBusy = (d: Pick<ChatKnowledgeDocument, 'status'>) =>
  d.status === 'queued' || d.status === 'extracting';

/** The list's refresh interval: every 2 s while any document is busy, none when all are settled. */
export const documentsPollInterval = (docs: readonly ChatKnowledgeDocument[] | undefined): number | false =>
  docs?.some(isDocumentBusy) ? KNOWLEDGE_POLL_MS : false;

export const useKnowledgeDocuments = (kbId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: knowledgeDocumentsKey(kbId ?? ''),
      queryFn: ({ signal }) => listKnowledgeDocuments(kbId!, signal),
      enabled: Boolean(kbId),
      refetchInterval: (query) => documentsPollInterval(query.state.data),
    }),
  );

export async function listKnowledgePassages(documentId: string): Promise<ChatKnowledgePassage[]> {
  return unwrap(await call(chatKnowledgePassageList, { query: { id: documentId } }));
}

export function useKnowledgeWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: knowledgeBasesKey });
  const add = useMutation({
    mutationFn: async (body: ChatKnowledgeBaseAddBody) => unwrap(await call(chatKnowledgeBaseAdd, { body })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      unwrap(await call(chatKnowledgeBaseDelete, { query: { id } }));
    },
    onSuccess: refresh,
  });
  const upload = useMutation({
    mutationFn: async ({ kbId, file }: { kbId: string; file: File }) => {
      const form = new FormData();
      form.append('kbId', kbId);
      form.append('file', file);
      return unwrap(await uploadAction<ChatKnowledgeDocument | null>(chatKnowledgeDocumentUpload.path, form));
    },
    onSuccess: refresh,
  });
  const replace = useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('id', id);
      form.append('file', file);
      return unwrap(await uploadAction<ChatKnowledgeDocument | null>(chatKnowledgeDocumentReplace.path, form));
    },
    onSuccess: refresh,
  });
  const removeDocument = useMutation({
    mutationFn: async (id: string) => {
      unwrap(await call(chatKnowledgeDocumentDelete, { query: { id } }));
    },
    onSuccess: refresh,
  });
  return { add, remove, upload, replace, removeDocument };
}
