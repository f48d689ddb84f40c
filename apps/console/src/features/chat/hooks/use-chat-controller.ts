import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSession, ChatSessionDetail } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { addChatSession } from '../api/add-chat-session';
import { chatSessionsKey } from '../api/list-chat-sessions';
import { chatSessionDetailKey } from '../api/query-chat-session';
import type { AnswerError, AnswerHandle, AnswerHandlers, ChatSocket } from '../lib/chat-socket';
import {
  appendText,
  draftMessage,
  patchMessage,
  removeMessage,
  renameMessage,
  upsertMessage,
} from '../lib/message-tree';

export interface AskInput {
  content: string;
  images: string[];
  /** The message the question follows (last of the visible path; the edited question's parent when resending). */
  parentId: string | null;
}

export interface ChatController {
  /** Session id whose answer is running (or waiting to start), if any. */
  running: { sessionId: string; messageId: string | null; queuePosition?: number } | null;
  /** A session is being created for the first question (spec §8 "session creating"). */
  creating: boolean;
  /** Sessions taken over by another client since they were opened here. */
  resetSessions: ReadonlySet<string>;
  dismissReset: (sessionId: string) => void;
  /**
   * Asks in `sessionId` (a new session is created when null). Resolves once the server started the answer
   * (true) or refused the question (false; the composer then keeps its text).
   */
  ask: (sessionId: string | null, input: AskInput) => Promise<boolean>;
  regenerate: (sessionId: string, questionId: string) => void;
  stop: () => void;
  /** Stops an answer this page is not following (e.g. still streaming after a reload). */
  stopMessage: (messageId: string) => void;
}

let localIds = 0;

/** The start frame's `knowledgeBaseIds`, left out when none are chosen (unless the session had some: then `[]`). */
const kbFrame = (ids: string[] | undefined, sendEmpty = false) =>
  ids?.length || sendEmpty ? { knowledgeBaseIds: ids ?? [] } : {};

/**
 * Runs questions over the chat socket and writes what streams back into the session's query cache, so the
 * message list renders server data whether it was fetched or streamed.
 */
export function useChatController(
  socket: ChatSocket,
  options: {
    appId: string | null;
    onSessionCreated: (session: ChatSession) => void;
    /** The knowledge bases the questions draw on (issue #34); empty: the seeded knowledge only. */
    knowledgeBaseIds?: string[];
    /** Send `knowledgeBaseIds: []` when none are chosen (the session remembers bases that were cleared). */
    sendEmptyKnowledgeBases?: boolean;
  },
): ChatController {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<ChatController['running']>(null);
  const [creating, setCreating] = useState(false);
  const [resetSessions, setResetSessions] = useState<ReadonlySet<string>>(new Set());
  const handleRef = useRef<AnswerHandle | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const edit = useCallback(
    (sessionId: string, fn: (d: ChatSessionDetail | undefined) => ChatSessionDetail | undefined) =>
      queryClient.setQueryData<ChatSessionDetail>(chatSessionDetailKey(sessionId), fn),
    [queryClient],
  );

  useEffect(
    () =>
      socket.onReset((sessionId) => {
        setResetSessions((prev) => new Set(prev).add(sessionId));
        void queryClient.invalidateQueries({ queryKey: chatSessionDetailKey(sessionId) });
      }),
    [socket, queryClient],
  );

  const showError = useCallback(
    (error: AnswerError, imageQuestion: boolean) => {
      if (error.code === 'reset' || error.code === 'cancelled') return; // the banner says it / the user chose it
      const text = t(`errors.${error.code}`, { message: error.message, defaultValue: error.message });
      const plain = !imageQuestion || error.code === 'image-question-required' || error.code.startsWith('image-');
      feedback.message.error(plain ? text : t('image.sendFailedWith', { reason: text }));
    },
    [t],
  );

  const handlersFor = useCallback(
    (
      sessionId: string,
      localQuestionId: string | null,
      hadImages: boolean,
      settle: (ok: boolean) => void,
    ): AnswerHandlers => {
      let answerId: string | null = null;
      const end = () => {
        handleRef.current = null;
        setRunning((r) => (r?.sessionId === sessionId ? null : r));
        void queryClient.invalidateQueries({ queryKey: chatSessionsKey });
      };
      return {
        onStart: (start) => {
          answerId = start.messageId;
          edit(sessionId, (d) => {
            let next = localQuestionId ? renameMessage(d, localQuestionId, start.userMessageId) : d;
            next = upsertMessage(
              next,
              draftMessage({
                id: start.messageId,
                sessionId,
                parentId: start.userMessageId,
                role: 'assistant',
                content: '',
                status: 'streaming',
                model: start.model,
              }),
            );
            return next && start.title ? { ...next, title: start.title } : next;
          });
          setRunning({ sessionId, messageId: start.messageId });
          settle(true);
        },
        onQueue: (position, messageId) =>
          setRunning((r) => (r?.messageId === messageId ? { ...r, queuePosition: position } : r)),
        onDelta: (text, messageId) => {
          setRunning((r) => (r?.queuePosition ? { sessionId: r.sessionId, messageId: r.messageId } : r));
          edit(sessionId, (d) => appendText(d, messageId, text));
        },
        onDone: (done, messageId) => {
          edit(sessionId, (d) =>
            patchMessage(d, messageId, {
              status: done.status,
              sources: done.sources,
              usage: done.usage,
              ...(done.content !== undefined ? { content: done.content } : {}),
              ...(done.figures ? { figuresChecked: done.figures.checked, figuresFailed: done.figures.failed } : {}),
              ...(done.toolCalls ? { toolCalls: done.toolCalls } : {}),
              ...(done.droppedTurns ? { droppedTurns: done.droppedTurns } : {}),
              ...(done.parts ? { parts: done.parts } : {}),
            }),
          );
          end();
        },
        onError: (error, messageId) => {
          const id = messageId ?? answerId;
          if (id) {
            if (error.code === 'provider-error' || error.code === 'internal') {
              edit(sessionId, (d) => patchMessage(d, id, { status: 'failed', errorMessage: error.message }));
            }
            // The server kept whatever it wrote; read back the truth (it may even still be streaming).
            if (error.code === 'disconnected' || error.code === 'reset') {
              void queryClient.invalidateQueries({ queryKey: chatSessionDetailKey(sessionId) });
            }
          } else if (localQuestionId) {
            edit(sessionId, (d) => removeMessage(d, localQuestionId));
          }
          showError(error, hadImages && !id);
          settle(!!id);
          end();
        },
      };
    },
    [edit, queryClient, showError],
  );

  const ask = useCallback(
    async (sessionId: string | null, input: AskInput): Promise<boolean> => {
      let id = sessionId;
      if (!id) {
        setCreating(true);
        try {
          const session = await addChatSession({ appId: optionsRef.current.appId });
          queryClient.setQueryData<ChatSessionDetail>(chatSessionDetailKey(session.id), { ...session, messages: [] });
          optionsRef.current.onSessionCreated(session);
          void queryClient.invalidateQueries({ queryKey: chatSessionsKey });
          id = session.id;
        } catch (error) {
          const text = failureMessage(error);
          if (text) feedback.message.error(text);
          return false;
        } finally {
          setCreating(false);
        }
      }
      const sessionKey = id;
      const localId = `local-${++localIds}`;
      edit(sessionKey, (d) =>
        upsertMessage(
          d,
          draftMessage({
            id: localId,
            sessionId: sessionKey,
            parentId: input.parentId,
            role: 'user',
            content: input.content,
            images: input.images,
          }),
        ),
      );
      setRunning({ sessionId: sessionKey, messageId: null });
      return new Promise<boolean>((resolve) => {
        handleRef.current = socket.ask(
          {
            sessionId: sessionKey,
            content: input.content,
            ...(input.images.length ? { images: input.images } : {}),
            parentId: input.parentId,
            lang: currentLanguage(),
            ...kbFrame(optionsRef.current.knowledgeBaseIds, optionsRef.current.sendEmptyKnowledgeBases),
          },
          handlersFor(sessionKey, localId, input.images.length > 0, resolve),
        );
      });
    },
    [edit, handlersFor, queryClient, socket],
  );

  const regenerate = useCallback(
    (sessionId: string, questionId: string) => {
      setRunning({ sessionId, messageId: null });
      handleRef.current = socket.ask(
        {
          sessionId,
          parentId: questionId,
          regenerate: true,
          lang: currentLanguage(),
          ...kbFrame(optionsRef.current.knowledgeBaseIds, optionsRef.current.sendEmptyKnowledgeBases),
        },
        handlersFor(sessionId, null, false, () => undefined),
      );
    },
    [handlersFor, socket],
  );

  const stop = useCallback(() => handleRef.current?.stop(), []);
  const stopMessage = useCallback((messageId: string) => socket.stop(messageId), [socket]);
  const dismissReset = useCallback(
    (sessionId: string) =>
      setResetSessions((prev) => {
        const next = new Set(prev);
        next.delete(sessionId);
        return next;
      }),
    [],
  );

  return { running, creating, resetSessions, dismissReset, ask, regenerate, stop, stopMessage };
}
