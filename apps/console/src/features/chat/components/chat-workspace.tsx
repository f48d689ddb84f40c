import { ExportOutlined, MenuOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Dropdown, Input, Modal, Select, Tag, Tooltip } from 'antd';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ChatFeedback, ChatMessage, ChatSessionDetail, ChatSource } from '@cropwatch/contract';
import { feedback as toast } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { sessionCache } from '../../../lib/storage';
import { permissionStore } from '../../../stores/permission';
import { exportConversation } from '../api/answer-out';
import { useAbbreviations } from '../api/list-abbreviations';
import { defaultApp, useChatApps } from '../api/list-chat-apps';
import { useChatSessions } from '../api/list-chat-sessions';
import { chatSessionDetailKey, useChatSession } from '../api/query-chat-session';
import { sendMessageFeedback } from '../api/send-message-feedback';
import { useChatController } from '../hooks/use-chat-controller';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useNarrow } from '../hooks/use-narrow';
import { lastMessageId, upsertMessage, visiblePath, type BranchChoice } from '../lib/message-tree';
import { Composer } from './composer';
import { ConnectionBanner } from './connection-banner';
import { ConversationList } from './conversation-list';
import { KnowledgeChooser } from './knowledge-chooser';
import { MessageList } from './message-list';
import { SourcePanel } from './source-panel';
import { ToBulletinModal } from './to-bulletin-modal';
import { WelcomePanel } from './welcome-panel';
import './chat.css';

export type ChatVariant = 'assistant' | 'inner' | 'outer';

/** The button permission of "To bulletin" (issue #34). */
export const TO_BULLETIN_BUTTON = 'chat:answer:toBulletin';

export { defaultApp } from '../api/list-chat-apps';

function DislikeModal({ onSubmit, onClose }: { onSubmit: (comment: string) => void; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const [comment, setComment] = useState('');
  return (
    <Modal
      open
      title={t('message.feedbackTitle')}
      okText={t('message.feedbackSubmit')}
      onOk={() => onSubmit(comment.trim())}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input.TextArea
        value={comment}
        maxLength={1000}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        placeholder={t('message.feedbackPlaceholder')}
        aria-label={t('message.feedbackTitle')}
        onChange={(e) => setComment(e.target.value)}
      />
    </Modal>
  );
}

/**
 * The whole chat: conversation list (a drawer on narrow screens or in the outer variant), the conversation with
 * streaming answers, the composer, connection banners. Every chat page is this component with a variant.
 */
export function ChatWorkspace({ variant }: { variant: ChatVariant }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const narrow = useNarrow();
  const listInDrawer = narrow || variant === 'outer';
  const storageKey = `cw.chat.session.${variant}`;
  // `?q=` (the home page's "ask the assistant"): a new conversation with the question in the box.
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('q')?.trim() || null;
  const [selectedId, setSelectedIdState] = useState<string | null>(() =>
    asked ? null : sessionCache.get<string | null>(storageKey, null),
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [openSource, setOpenSource] = useState<ChatSource | null>(null);
  const deferredSearch = useDeferredValue(search);
  const [choices, setChoices] = useState<Record<string, BranchChoice>>({});
  const [pickedAppId, setPickedAppId] = useState<string | null>(null);
  const [disliking, setDisliking] = useState<ChatMessage | null>(null);
  const [toBulletin, setToBulletin] = useState<ChatMessage | null>(null);
  // A type-1 (shown) button like the other chat buttons: offered only when the user's own list holds it.
  const { auth } = useSnapshot(permissionStore);
  const mayToBulletin = auth.some((e) => e.action === TO_BULLETIN_BUTTON);

  const setSelectedId = useCallback(
    (id: string | null) => {
      setSelectedIdState(id);
      if (id) sessionCache.set(storageKey, id);
      else sessionCache.remove(storageKey);
    },
    [storageKey],
  );

  useEffect(() => {
    if (asked) setSelectedId(null);
  }, [asked, setSelectedId]);

  const { socket, status } = useChatSocket();
  const apps = useChatApps();
  const abbreviations = useAbbreviations();
  const sessions = useChatSessions(deferredSearch);
  const fallbackApp = defaultApp(apps.data ?? []);
  const newChatAppId = pickedAppId ?? fallbackApp?.id ?? null;

  const [knowledgeBaseIds, setKnowledgeBaseIds] = useState<string[]>([]);
  const [sessionHadKb, setSessionHadKb] = useState(false);
  const controller = useChatController(socket, {
    appId: newChatAppId,
    onSessionCreated: (session) => setSelectedId(session.id),
    knowledgeBaseIds,
    // A conversation that had bases is told when the user clears them (an empty list), so a reload agrees.
    sendEmptyKnowledgeBases: sessionHadKb,
  });
  const live = controller.running !== null && controller.running.sessionId === selectedId;
  const detail = useChatSession(selectedId, !live);

  // The chooser shows the bases the opened conversation last drew on (stored on the session); once per session,
  // so a change the user makes is not overwritten by a refetch.
  const storedKb = detail.data?.id === selectedId ? detail.data?.knowledgeBaseIds : undefined;
  const storedCount = detail.data?.messageCount ?? 0;
  const kbAppliedFor = useRef<string | null>(null);
  useEffect(() => {
    setSessionHadKb((storedKb?.length ?? 0) > 0);
    if (!selectedId || storedKb === undefined || kbAppliedFor.current === selectedId) return;
    kbAppliedFor.current = selectedId;
    if (storedKb !== null) setKnowledgeBaseIds(storedKb);
    else if (storedCount > 0) setKnowledgeBaseIds([]);
  }, [selectedId, storedKb, storedCount]);

  // A remembered or deleted session that no longer exists: back to a new conversation.
  useEffect(() => {
    if (selectedId && detail.isError) setSelectedId(null);
  }, [selectedId, detail.isError, setSelectedId]);

  // The shown conversation is claimed for this socket (a second client gets the reset notice).
  useEffect(() => {
    if (selectedId && !selectedId.startsWith('local-')) socket.open(selectedId);
    else socket.open(null);
  }, [socket, selectedId]);

  // Esc stops the running answer wherever the focus is (the composer handles its own Esc first).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && controller.running) controller.stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controller]);

  const messages = detail.data?.messages;
  const choice = useMemo(() => (selectedId ? (choices[selectedId] ?? {}) : {}), [choices, selectedId]);
  const path = useMemo(() => visiblePath(messages ?? [], choice), [messages, choice]);
  const sessionApp = (apps.data ?? []).find((a) => a.id === detail.data?.appId) ?? fallbackApp;
  const app = selectedId ? sessionApp : ((apps.data ?? []).find((a) => a.id === newChatAppId) ?? fallbackApp);
  const busy = controller.running !== null && controller.running.sessionId === selectedId;
  const reset = selectedId !== null && controller.resetSessions.has(selectedId);

  /** A new child under `parentId` becomes the visible branch. */
  const forgetChoice = useCallback(
    (sessionId: string, parentId: string | null) =>
      setChoices((all) => {
        const current = all[sessionId];
        const key = parentId ?? '';
        if (!current || !(key in current)) return all;
        const { [key]: _gone, ...rest } = current;
        return { ...all, [sessionId]: rest };
      }),
    [],
  );

  const onSend = useCallback(
    (content: string, images: string[]) => {
      const parentId = lastMessageId(path);
      if (selectedId) {
        controller.dismissReset(selectedId);
        forgetChoice(selectedId, parentId);
      }
      return controller.ask(selectedId, { content, images, parentId });
    },
    [controller, forgetChoice, path, selectedId],
  );

  const rate = useCallback(
    async (message: ChatMessage, value: ChatFeedback | null, comment: string | null) => {
      try {
        const updated = await sendMessageFeedback({ id: message.id, feedback: value, comment });
        const next = updated ?? { ...message, feedback: value, feedbackComment: comment };
        queryClient.setQueryData<ChatSessionDetail>(chatSessionDetailKey(message.sessionId), (d) =>
          upsertMessage(d, next),
        );
        if (value) toast.message.success(t('message.feedbackThanks'));
      } catch (error) {
        const text = failureMessage(error);
        if (text) toast.message.error(text);
      }
    },
    [queryClient, t],
  );

  const actions = useMemo(
    () => ({
      onRegenerate: (questionId: string) => {
        if (!selectedId) return;
        forgetChoice(selectedId, questionId);
        controller.regenerate(selectedId, questionId);
      },
      onEditResend: (question: ChatMessage, content: string) => {
        if (!selectedId) return;
        forgetChoice(selectedId, question.parentId);
        void controller.ask(selectedId, { content, images: question.images, parentId: question.parentId });
      },
      onFeedback: (message: ChatMessage, value: ChatFeedback | null) => {
        if (value === 'down') {
          setDisliking(message);
          return;
        }
        void rate(message, value, null);
      },
      onSelectSibling: (parentId: string | null, id: string) => {
        if (!selectedId) return;
        setChoices((all) => ({ ...all, [selectedId]: { ...all[selectedId], [parentId ?? '']: id } }));
      },
      onStop: (messageId: string) => controller.stopMessage(messageId),
      onOpenSource: setOpenSource,
      ...(mayToBulletin ? { onToBulletin: setToBulletin } : {}),
      sessionTitle: detail.data?.title ?? '',
    }),
    [controller, forgetChoice, rate, selectedId, mayToBulletin, detail.data?.title],
  );

  const newChat = () => {
    setSelectedId(null);
    setDrawerOpen(false);
  };

  const list = (
    <ConversationList
      sessions={sessions.data ?? []}
      loading={sessions.isLoading}
      search={search}
      onSearch={setSearch}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        setDrawerOpen(false);
      }}
      onNew={newChat}
      onDeleted={(id) => {
        if (id === selectedId) setSelectedId(null);
      }}
    />
  );

  const enabledApps = (apps.data ?? []).filter((a) => a.status === 1);
  const title = selectedId ? detail.data?.title || t('sessions.untitled') : t('sessions.new');

  return (
    <div className={`cw-chat cw-chat-${variant} ${narrow ? 'cw-chat-narrow' : ''}`} data-testid="chat-workspace">
      {!listInDrawer && <aside className="cw-chat-side">{list}</aside>}
      {listInDrawer && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('sessions.label')}
          size={300}
          className="cw-chat-drawer"
        >
          {list}
        </Drawer>
      )}
      <section className="cw-chat-main" aria-label={title}>
        <header className="cw-chat-header">
          {listInDrawer && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('sessions.open')}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <h2 className="cw-chat-title" title={title}>
            {title}
          </h2>
          <Tooltip title={t('demoDataTip')}>
            <Tag color="gold" className="cw-chat-demo">
              {t('demoData')}
            </Tag>
          </Tooltip>
          <span className="cw-chat-header-spacer" />
          <KnowledgeChooser value={knowledgeBaseIds} onChange={setKnowledgeBaseIds} />
          {selectedId && !selectedId.startsWith('local-') && path.length > 0 && (
            <Dropdown
              trigger={['click']}
              disabled={busy}
              menu={{
                items: [
                  { key: 'md', label: t('answerOut.exportMarkdown') },
                  { key: 'docx', label: t('answerOut.exportDocx') },
                  { key: 'json', label: t('answerOut.exportJson') },
                ],
                onClick: ({ key }) =>
                  void exportConversation(
                    selectedId,
                    title,
                    key === 'json' ? 'json' : key === 'docx' ? 'docx' : 'md',
                    lastMessageId(path),
                  ),
              }}
            >
              <Button size="small" type="text" icon={<ExportOutlined />} data-testid="chat-export-conversation">
                {t('answerOut.exportConversation')}
              </Button>
            </Dropdown>
          )}
          {!selectedId && enabledApps.length > 1 ? (
            <Select
              size="small"
              className="cw-chat-app-select"
              aria-label={t('app')}
              value={newChatAppId ?? undefined}
              options={enabledApps.map((a) => ({ value: a.id, label: a.name }))}
              onChange={(v: string) => setPickedAppId(v)}
            />
          ) : (
            app && <Tag className="cw-chat-app-tag cw-data">{app.name}</Tag>
          )}
          <span
            className={`cw-chat-dot cw-chat-dot-${status}`}
            role="img"
            aria-label={t(`connection.${status === 'open' ? 'online' : status === 'idle' ? 'connecting' : status}`)}
          />
          {listInDrawer && (
            <Button type="text" icon={<PlusOutlined />} aria-label={t('sessions.new')} onClick={newChat} />
          )}
        </header>
        <ConnectionBanner
          status={status}
          creating={controller.creating}
          reset={reset}
          onRetry={() => socket.retry()}
          onDismissReset={() => selectedId && controller.dismissReset(selectedId)}
        />
        {detail.isError && selectedId && <Alert type="error" showIcon title={t('sessions.loadFailed')} />}
        <MessageList
          path={path}
          busy={busy}
          queue={
            controller.running?.messageId && controller.running.queuePosition
              ? { messageId: controller.running.messageId, position: controller.running.queuePosition }
              : null
          }
          conversationKey={selectedId ?? 'new'}
          empty={
            !selectedId || (detail.isSuccess && path.length === 0) ? (
              <WelcomePanel app={app} onAsk={(q) => void onSend(q, [])} disabled={busy || controller.creating} />
            ) : null
          }
          {...actions}
        />
        <Composer
          key={asked ?? 'composer'}
          initialText={asked ?? undefined}
          running={busy}
          disabled={controller.creating}
          onSend={onSend}
          onStop={controller.stop}
          focusOnMount={!narrow}
          compact={narrow}
          abbreviations={abbreviations.data}
        />
      </section>
      <SourcePanel source={openSource} onClose={() => setOpenSource(null)} />
      {toBulletin && <ToBulletinModal message={toBulletin} onClose={() => setToBulletin(null)} />}
      {disliking && (
        <DislikeModal
          onClose={() => setDisliking(null)}
          onSubmit={(comment) => {
            const message = disliking;
            setDisliking(null);
            void rate(message, 'down', comment || null);
          }}
        />
      )}
    </div>
  );
}
