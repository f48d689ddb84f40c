import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type {
  ChatFeedbackValues,
  ChatMessage,
  ChatSession,
  ChatSessionAddValues,
  ChatSessionDetail,
  ChatSessionEditValues,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { ChatAppService } from './chat-app.service';
import { ChatRunRegistry } from './chat-run.registry';
import { toChatMessageJson, toChatSessionJson } from './chat.serializers';
import { ChatAppEntity } from './entities/chat-app.entity';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { ChatSessionEntity } from './entities/chat-session.entity';

/** Title of a session until its first question names it. */
export const DEFAULT_SESSION_TITLES = ['新对话', 'New chat'];

export const CHAT_SESSION_LIST_FIELDS: ListFields = {
  id: 'string',
  title: 'string',
  appId: 'string',
  messageCount: 'number',
  lastMessageTime: 'datetime',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

export const CHAT_MESSAGE_LIST_FIELDS: ListFields = {
  id: 'string',
  sessionId: 'string',
  parentId: 'string',
  role: 'string',
  content: 'string',
  status: 'string',
  model: 'string',
  appId: 'string',
  feedback: 'string',
  createTime: 'datetime',
  updateTime: 'datetime',
};

/** A session title from the first question: its first line, at most 30 characters. */
export function titleFromQuestion(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length > 30 ? `${line.slice(0, 30)}…` : line || DEFAULT_SESSION_TITLES[0];
}

/**
 * The caller's own sessions and messages. Another user's session is reported exactly like a missing one
 * (`未找到对应实体`), so ids cannot be probed.
 */
@Injectable()
export class ChatSessionService {
  constructor(
    @InjectRepository(ChatSessionEntity) private readonly sessions: Repository<ChatSessionEntity>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @InjectRepository(ChatAppEntity) private readonly apps: Repository<ChatAppEntity>,
    @Inject(ChatAppService) private readonly appService: ChatAppService,
    @Inject(ChatRunRegistry) private readonly runs: ChatRunRegistry,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Names of the apps referenced by some sessions. */
  async appNames(appIds: (string | null)[]): Promise<Map<string, string>> {
    const ids = [...new Set(appIds.filter((x): x is string => !!x))];
    if (ids.length === 0) return new Map();
    const rows = await this.apps.find({ where: { id: In(ids) }, select: { id: true, name: true } });
    return new Map(rows.map((a) => [a.id, a.name]));
  }

  async list(user: Principal, query: ListQuery): Promise<IPage<ChatSession>> {
    const plan = planListQuery(CHAT_SESSION_LIST_FIELDS, query, 's');
    const qb = this.sessions.createQueryBuilder('s').where('s.userId = :owner', { owner: user.id });
    if (plan.orderBy.length === 0) qb.orderBy('s.lastMessageTime', 'DESC').addOrderBy('s.createTime', 'DESC');
    return fetchPage(
      qb,
      plan,
      async (rows) => {
        const names = await this.appNames(rows.map((r) => r.appId));
        return rows.map((r) => toChatSessionJson(r, r.appId ? (names.get(r.appId) ?? null) : null));
      },
      'id',
    );
  }

  /** The session if it belongs to the user, else `未找到对应实体`. */
  async own(user: Principal, id: string): Promise<ChatSessionEntity> {
    const session = await this.sessions.findOneBy({ id, userId: user.id });
    if (!session) throw new JeecgError('未找到对应实体');
    return session;
  }

  async add(user: Principal, values: ChatSessionAddValues): Promise<ChatSession> {
    const app = values.appId ? await this.appService.find(values.appId) : await this.appService.defaultApp();
    if (values.appId && !app) throw new JeecgError('应用不存在');
    const now = new Date(this.clock.now());
    const session = Object.assign(new ChatSessionEntity(), {
      id: newId(now.getTime()),
      userId: user.id,
      title: values.title ?? DEFAULT_SESSION_TITLES[0],
      appId: app?.id ?? null,
      kbIds: null,
      messageCount: 0,
      lastMessageTime: now,
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
    await this.sessions.insert(session);
    return toChatSessionJson(session, app?.name ?? null);
  }

  async edit(user: Principal, values: ChatSessionEditValues): Promise<ChatSession> {
    const session = await this.own(user, values.id);
    if (values.appId !== undefined && values.appId !== null) {
      if (!(await this.appService.find(values.appId))) throw new JeecgError('应用不存在');
      session.appId = values.appId;
    }
    session.title = values.title;
    session.updateBy = user.username;
    session.updateTime = new Date(this.clock.now());
    await this.sessions.save(session);
    const names = await this.appNames([session.appId]);
    return toChatSessionJson(session, session.appId ? (names.get(session.appId) ?? null) : null);
  }

  async delete(user: Principal, id: string): Promise<void> {
    await this.own(user, id);
    await this.remove([id]);
  }

  async deleteBatch(user: Principal, ids: string): Promise<void> {
    const list = ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length === 0) throw new JeecgError('ids不能为空');
    const owned = await this.sessions.find({ where: { id: In(list), userId: user.id }, select: { id: true } });
    if (owned.length) await this.remove(owned.map((s) => s.id));
  }

  private async remove(ids: string[]): Promise<void> {
    for (const id of ids) await this.runs.stopSession(id);
    await this.sessions.manager.transaction(async (em) => {
      await em.delete(ChatMessageEntity, { sessionId: In(ids) });
      await em.delete(ChatSessionEntity, { id: In(ids) });
    });
  }

  async detail(session: ChatSessionEntity): Promise<ChatSessionDetail> {
    const [messages, names] = await Promise.all([
      this.messages.find({ where: { sessionId: session.id }, order: { createTime: 'ASC', id: 'ASC' } }),
      this.appNames([session.appId]),
    ]);
    return {
      ...toChatSessionJson(session, session.appId ? (names.get(session.appId) ?? null) : null),
      messages: messages.map(toChatMessageJson),
    };
  }

  async queryById(user: Principal, id: string): Promise<ChatSessionDetail> {
    return this.detail(await this.own(user, id));
  }

  async messageList(user: Principal, query: ListQuery & { sessionId: string }): Promise<IPage<ChatMessage>> {
    await this.own(user, query.sessionId);
    const plan = planListQuery(CHAT_MESSAGE_LIST_FIELDS, query, 'm');
    const qb = this.messages.createQueryBuilder('m').where('m.sessionId = :sid', { sid: query.sessionId });
    if (plan.orderBy.length === 0) qb.orderBy('m.createTime', 'ASC');
    return fetchPage(qb, plan, (rows) => rows.map(toChatMessageJson), 'id');
  }

  async feedback(user: Principal, values: ChatFeedbackValues): Promise<ChatMessage> {
    const message = await this.messages.findOneBy({ id: values.id });
    if (!message) throw new JeecgError('未找到对应实体');
    await this.own(user, message.sessionId);
    if (message.role !== 'assistant') throw new JeecgError('只能对回答进行反馈');
    message.feedback = values.feedback;
    message.feedbackComment = values.feedback ? (values.comment ?? null) || null : null;
    message.updateTime = new Date(this.clock.now());
    await this.messages.save(message);
    return toChatMessageJson(message);
  }
}
