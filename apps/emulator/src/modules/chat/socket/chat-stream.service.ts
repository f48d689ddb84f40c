import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { In, type Repository } from 'typeorm';
import type { ChatServerFrame, ChatSource, ChatStartFrame, ChatUsage } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../../core/clock/clock';
import { CLUSTER_BUS, type ClusterBus } from '../../../core/cluster/cluster-bus';
import { InstancePresence, PRESENCE_MS } from '../../../core/cluster/instance-presence';
import { REDIS } from '../../../core/cluster/redis.token';
import { newId } from '../../../core/database/id';
import { KnowledgeService } from '../../knowledge';
import { answerParts } from '../answer-table';
import { ChatAppService } from '../chat-app.service';
import { ChatRunRegistry } from '../chat-run.registry';
import { DEFAULT_SESSION_TITLES, titleFromQuestion } from '../chat-session.service';
import { ChatFrameError } from '../chat.errors';
import { ChatMessageEntity } from '../entities/chat-message.entity';
import { ChatSessionEntity } from '../entities/chat-session.entity';
import { finalizeAnswer } from '../figures/figure-check';
import { ChatImageStore, type StoredImage } from '../images/chat-image.store';
import { type AnswerTurn, ProviderError } from '../providers/answer-provider';
import { AnswerProviderRegistry } from '../providers/provider.registry';
import type { ToolCallRecord } from '../tools/chat-tools';
import { StreamingAnswers } from './streaming-answers';

/** One connected chat socket as the engine sees it. */
export interface ChatConnection {
  id: string;
  userId: string;
  username: string;
  send(frame: ChatServerFrame): void;
}

/** Cluster-bus topic announcing which connection now holds a chat session. */
const CLAIM_TOPIC = 'chat.claim';

/** Longest branch sent as context. */
const MAX_HISTORY = 20;

/**
 * The chat protocol's engine: who holds which session, starting answers, stopping them, storing them.
 * Socket-agnostic (the socket server feeds it frames), so the rules can be tested without a network.
 */
@Injectable()
export class ChatStreamService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Chat');
  /** sessionId -> connection holding it. */
  private readonly holders = new Map<string, ChatConnection>();

  constructor(
    @InjectRepository(ChatSessionEntity) private readonly sessions: Repository<ChatSessionEntity>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @Inject(ChatAppService) private readonly apps: ChatAppService,
    @Inject(ChatImageStore) private readonly images: ChatImageStore,
    @Inject(AnswerProviderRegistry) private readonly providers: AnswerProviderRegistry,
    @Inject(ChatRunRegistry) private readonly runs: ChatRunRegistry,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CLUSTER_BUS) private readonly bus: ClusterBus,
    @Inject(REDIS) redis: Redis | null,
    @Inject(InstancePresence) presence: InstancePresence,
    @Inject(KnowledgeService) private readonly knowledge: KnowledgeService,
  ) {
    this.streaming = redis ? new StreamingAnswers(redis, presence) : null;
    // A session claimed on another instance is lost here (the 'multiple-clients' reset works across instances).
    this.unsubscribe = this.bus.subscribe<{ sessionId: string; connId: string }>(CLAIM_TOPIC, (claim, from) => {
      if (from !== this.bus.instanceId) this.lose(claim.sessionId, claim.connId);
    });
  }

  private readonly unsubscribe: () => void;
  /** With Redis: who streams which answer across the instances; null when this instance is alone. */
  private readonly streaming: StreamingAnswers | null;
  private sweepTimer: NodeJS.Timeout | undefined;

  /**
   * Answers cut off by a crash or restart are marked failed, their partial text kept. Alone, every `streaming`
   * answer is this instance's previous life's; in a cluster only those whose instance is gone (others may be
   * streaming on live instances), and a periodic sweep catches those of an instance killed meanwhile.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.streaming) {
      await this.messages.update({ status: 'streaming' }, this.interrupted());
      return;
    }
    const rows = await this.messages.find({ select: { id: true }, where: { status: 'streaming' } });
    await this.failOrphans(await this.streaming.orphans(rows.map((r) => r.id)));
    this.sweepTimer = setInterval(() => {
      void this.streaming!.recordedOrphans()
        .then((ids) => this.failOrphans(ids))
        .catch((e: unknown) => this.logger.warn(`sweep failed: ${e instanceof Error ? e.message : String(e)}`));
    }, PRESENCE_MS);
    this.sweepTimer.unref();
  }

  private interrupted() {
    return { status: 'failed', errorMessage: '服务重启，回答中断', updateTime: new Date(this.clock.now()) };
  }

  /** Marks these answers failed if they are still streaming (one may have finished meanwhile), and forgets them. */
  private async failOrphans(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.messages.update({ id: In(ids), status: 'streaming' }, this.interrupted());
    await this.streaming?.untrack(ids);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweepTimer);
    this.unsubscribe();
    await this.runs.stopAll();
  }

  /** Gives a session to a connection; the previous holder is told it lost it, and its answer there stops. */
  claim(conn: ChatConnection, sessionId: string): void {
    this.lose(sessionId, conn.id);
    this.holders.set(sessionId, conn);
    void this.bus.publish(CLAIM_TOPIC, { sessionId, connId: conn.id }).catch((e: unknown) => {
      this.logger.warn(`session claim not announced: ${e instanceof Error ? e.message : String(e)}`);
    });
  }

  /** The holder of `sessionId` other than `connId` is told it lost the session, and its answer there stops. */
  private lose(sessionId: string, connId: string): void {
    const previous = this.holders.get(sessionId);
    if (!previous || previous.id === connId) return;
    previous.send({ type: 'reset', reason: 'multiple-clients', sessionId });
    this.holders.delete(sessionId);
    const run = this.runs.bySession(sessionId);
    if (run) run.controller.abort();
  }

  /** A socket closed: it holds nothing any more. Its running answers finish and are stored. */
  release(conn: ChatConnection): void {
    for (const [sessionId, holder] of this.holders) if (holder.id === conn.id) this.holders.delete(sessionId);
  }

  private async ownSession(conn: ChatConnection, sessionId: string): Promise<ChatSessionEntity> {
    const session = await this.sessions.findOneBy({ id: sessionId, userId: conn.userId });
    if (!session) throw new ChatFrameError('not-found', '会话不存在或已被删除');
    return session;
  }

  async open(conn: ChatConnection, sessionId: string): Promise<void> {
    await this.ownSession(conn, sessionId);
    this.claim(conn, sessionId);
    conn.send({ type: 'opened', sessionId });
  }

  stop(conn: ChatConnection, messageId: string): void {
    const run = this.runs.get(messageId);
    if (!run || run.userId !== conn.userId) throw new ChatFrameError('not-found', '没有正在生成的该回答');
    run.controller.abort();
  }

  /** The branch ending at `leafId`, oldest first. */
  private async branch(sessionId: string, leafId: string | null): Promise<ChatMessageEntity[]> {
    if (!leafId) return [];
    const all = await this.messages.find({ where: { sessionId } });
    const byId = new Map(all.map((m) => [m.id, m]));
    const path: ChatMessageEntity[] = [];
    let cursor = byId.get(leafId);
    while (cursor && path.length < 500) {
      path.unshift(cursor);
      cursor = cursor.parentId ? byId.get(cursor.parentId) : undefined;
    }
    return path;
  }

  private async loadImages(paths: string[]): Promise<StoredImage[]> {
    const out: StoredImage[] = [];
    for (const p of paths) out.push(await this.images.load(p));
    return out;
  }

  /**
   * Starts an answer: validates the question (spec §5: not empty; an image needs its question), stores the
   * question and an empty `streaming` answer, then streams in the background. Refusals throw ChatFrameError.
   */
  async start(conn: ChatConnection, frame: ChatStartFrame): Promise<void> {
    const session = await this.ownSession(conn, frame.sessionId);
    this.claim(conn, session.id);
    if (this.runs.bySession(session.id)) throw new ChatFrameError('busy', '该会话正在生成回答，请先停止或等待完成');

    let question: ChatMessageEntity | null = null;
    let content: string;
    let imagePaths: string[];
    let parentId: string | null;
    if (frame.regenerate) {
      if (!frame.parentId) throw new ChatFrameError('bad-request', '重新生成需要指定问题（parentId）');
      question = await this.messages.findOneBy({ id: frame.parentId, sessionId: session.id });
      if (!question || question.role !== 'user') throw new ChatFrameError('not-found', '要重新回答的问题不存在');
      content = question.content;
      imagePaths = question.images ?? [];
      parentId = question.parentId;
    } else {
      content = (frame.content ?? '').trim();
      imagePaths = (frame.images ?? []).map((p) => p.trim()).filter(Boolean);
      if (!content && imagePaths.length === 0) throw new ChatFrameError('empty-message', '消息不能为空');
      if (!content) throw new ChatFrameError('image-question-required', '请输入关于图片的问题');
      parentId = frame.parentId ?? null;
      if (parentId && !(await this.messages.existsBy({ id: parentId, sessionId: session.id }))) {
        throw new ChatFrameError('not-found', '上一条消息不存在');
      }
    }
    const images = await this.loadImages(imagePaths);
    const app = frame.appId
      ? await this.apps.find(frame.appId)
      : session.appId
        ? await this.apps.find(session.appId)
        : null;
    const chosen = app ?? (frame.appId ? null : await this.apps.defaultApp());
    if (!chosen) throw new ChatFrameError('not-found', '应用不存在');
    if (!chosen.status) throw new ChatFrameError('bad-request', `应用“${chosen.name}”已停用`);

    const history = await this.branch(session.id, parentId);
    const now = new Date(this.clock.now());
    if (!question) {
      question = Object.assign(new ChatMessageEntity(), {
        id: newId(now.getTime()),
        sessionId: session.id,
        parentId,
        role: 'user',
        content,
        images: imagePaths,
        status: 'done',
        sources: [],
        promptTokens: null,
        completionTokens: null,
        model: null,
        appId: chosen.id,
        errorMessage: null,
        feedback: null,
        feedbackComment: null,
        figuresChecked: null,
        figuresFailed: null,
        toolCalls: null,
        droppedTurns: null,
        createTime: now,
        updateTime: null,
      });
    }
    const answer = Object.assign(new ChatMessageEntity(), {
      id: newId(now.getTime()),
      sessionId: session.id,
      parentId: question.id,
      role: 'assistant',
      content: '',
      images: [],
      status: 'streaming',
      sources: [],
      promptTokens: null,
      completionTokens: null,
      model:
        chosen.provider === 'openai'
          ? images.length && chosen.visionModel
            ? chosen.visionModel
            : chosen.model
          : 'offline',
      appId: chosen.id,
      errorMessage: null,
      feedback: null,
      feedbackComment: null,
      figuresChecked: null,
      figuresFailed: null,
      toolCalls: null,
      droppedTurns: null,
      // One millisecond after the question, so "oldest first" keeps question before answer.
      createTime: new Date(now.getTime() + 1),
      updateTime: null,
    });
    const isNewQuestion = !frame.regenerate;
    if (DEFAULT_SESSION_TITLES.includes(session.title)) session.title = titleFromQuestion(content);
    session.messageCount += isNewQuestion ? 2 : 1;
    session.lastMessageTime = now;
    if (!session.appId) session.appId = chosen.id;
    // The conversation remembers the bases its last question drew on (a frame without the field leaves them).
    if (frame.knowledgeBaseIds) session.kbIds = [...new Set(frame.knowledgeBaseIds)].join(',');
    // Recorded before the row exists, so no other instance takes a live answer for an orphan.
    await this.streaming?.track(answer.id);
    await this.sessions.manager
      .transaction(async (em) => {
        if (isNewQuestion) await em.insert(ChatMessageEntity, question);
        await em.insert(ChatMessageEntity, answer);
        await em.update(
          ChatSessionEntity,
          { id: session.id },
          {
            title: session.title,
            messageCount: session.messageCount,
            lastMessageTime: now,
            appId: session.appId,
            kbIds: session.kbIds,
          },
        );
      })
      .catch(async (e: unknown) => {
        await this.streaming?.untrack([answer.id]).catch(() => undefined);
        throw e;
      });

    const controller = new AbortController();
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    this.runs.add({ messageId: answer.id, sessionId: session.id, userId: conn.userId, controller, finished });
    const send = (f: ChatServerFrame) => {
      // After a reset the answer belongs to the socket now holding the session, if any.
      const holder = this.holders.get(session.id);
      if (holder?.id === conn.id) conn.send(f);
    };
    send({
      type: 'start',
      messageId: answer.id,
      sessionId: session.id,
      userMessageId: question.id,
      parentId: question.id,
      title: session.title,
      model: answer.model ?? 'offline',
    });

    const historyTurns: AnswerTurn[] = [];
    for (const m of history.slice(-MAX_HISTORY)) {
      if (m.role === 'assistant' && m.status !== 'done' && !m.content) continue;
      historyTurns.push({ role: m.role === 'assistant' ? 'assistant' : 'user', content: m.content, images: [] });
    }
    const user = { userId: conn.userId, username: conn.username };
    const kbIds = frame.knowledgeBaseIds ?? [];
    const kbNames = kbIds.length
      ? (await this.knowledge.list(user)).filter((b) => kbIds.includes(b.id)).map((b) => b.name)
      : [];
    void this.run(answer, {
      provider: this.providers.for(chosen.provider),
      request: {
        question: content,
        images,
        history: historyTurns,
        lang: frame.lang ?? 'zh-CN',
        app: chosen,
        user: { ...user, knowledgeBaseIds: kbIds },
        knowledgeBaseIds: frame.knowledgeBaseIds,
        knowledgeBaseNames: kbNames,
      },
      controller,
      send,
    }).finally(() => {
      this.runs.remove(answer.id);
      finish();
    });
  }

  private async run(
    answer: ChatMessageEntity,
    ctx: {
      provider: ReturnType<AnswerProviderRegistry['for']>;
      request: Parameters<ReturnType<AnswerProviderRegistry['for']>['answer']>[0];
      controller: AbortController;
      send: (f: ChatServerFrame) => void;
    },
  ): Promise<void> {
    let text = '';
    let sources: ChatSource[] = [];
    let usage: ChatUsage | null = null;
    let model = answer.model;
    let status: 'done' | 'stopped' | 'failed' = 'done';
    let errorMessage: string | null = null;
    /** What the provider said the figures come from; null: the answer is not checked. */
    let evidence: unknown[] | null = null;
    let fallback: string | null = null;
    const toolCalls: ToolCallRecord[] = [];
    /** Earlier turns the provider left out of the prompt to fit the model's context. */
    let droppedTurns = 0;
    try {
      for await (const chunk of ctx.provider.answer(ctx.request, ctx.controller.signal)) {
        if (ctx.controller.signal.aborted) break;
        if (chunk.type === 'delta') {
          if (!chunk.text) continue;
          text += chunk.text;
          ctx.send({ type: 'delta', messageId: answer.id, text: chunk.text });
        } else if (chunk.type === 'evidence') {
          evidence = [...(evidence ?? []), ...chunk.items];
          if (chunk.fallback) fallback = chunk.fallback;
        } else if (chunk.type === 'tool') {
          toolCalls.push(chunk.call);
        } else if (chunk.type === 'queue') {
          ctx.send({ type: 'queue', messageId: answer.id, position: chunk.position });
        } else if (chunk.type === 'trimmed') {
          droppedTurns = chunk.turns;
        } else {
          sources = chunk.sources;
          usage = chunk.usage;
          model = chunk.model;
        }
      }
      if (ctx.controller.signal.aborted) status = 'stopped';
    } catch (e) {
      if (ctx.controller.signal.aborted) {
        status = 'stopped';
      } else {
        status = 'failed';
        errorMessage = e instanceof ProviderError ? e.message : '回答生成失败';
        if (!(e instanceof ProviderError))
          this.logger.error(`answer ${answer.id} failed`, e instanceof Error ? e.stack : String(e));
      }
    }
    const finalUsage = usage ?? { promptTokens: 0, completionTokens: 0 };
    // Every figure checked before the answer is final (issue #33): unmatched ones marked, an answer whose
    // figures all fail replaced by the grounded offline answer. A partial answer is marked, never replaced.
    const checked = evidence && text ? finalizeAnswer(text, evidence, { fallback, complete: status === 'done' }) : null;
    const streamed = text;
    if (checked) text = checked.content;
    try {
      await this.messages.update(
        { id: answer.id },
        {
          content: text,
          figuresChecked: checked?.checked ?? null,
          figuresFailed: checked?.failed ?? null,
          toolCalls: toolCalls.length ? JSON.stringify(toolCalls) : null,
          droppedTurns: droppedTurns || null,
          status,
          sources,
          promptTokens: usage ? finalUsage.promptTokens : null,
          completionTokens: usage ? finalUsage.completionTokens : null,
          model,
          errorMessage: errorMessage?.slice(0, 500) ?? null,
          updateTime: new Date(this.clock.now()),
        },
      );
    } catch (e) {
      // The session may have been deleted meanwhile; nothing left to store.
      this.logger.warn(`answer ${answer.id} not stored: ${e instanceof Error ? e.message : String(e)}`);
    }
    await this.streaming?.untrack([answer.id]).catch(() => undefined);
    if (status === 'failed') {
      ctx.send({
        type: 'error',
        messageId: answer.id,
        sessionId: answer.sessionId,
        code: 'provider-error',
        message: errorMessage ?? '',
      });
    } else {
      const parts = answerParts(text);
      ctx.send({
        type: 'done',
        messageId: answer.id,
        status,
        sources,
        usage: finalUsage,
        ...(text !== streamed ? { content: text } : {}),
        ...(checked ? { figures: { checked: checked.checked, failed: checked.failed } } : {}),
        ...(toolCalls.length ? { toolCalls } : {}),
        ...(droppedTurns ? { droppedTurns } : {}),
        ...(parts ? { parts } : {}),
      });
    }
  }
}
