import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { ChatRecord, ChatRecordMessage, ChatSessionDetail } from '@cropwatch/contract';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { UserEntity } from '../identity/entities/user.entity';
import { CHAT_MESSAGE_LIST_FIELDS, CHAT_SESSION_LIST_FIELDS, ChatSessionService } from './chat-session.service';
import { toChatMessageJson, toChatSessionJson } from './chat.serializers';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { ChatSessionEntity } from './entities/chat-session.entity';

/** The admin view adds the owner's id to the session filters; `username` is the session's `createBy`. */
export const CHAT_RECORD_LIST_FIELDS: ListFields = { ...CHAT_SESSION_LIST_FIELDS, userId: 'string' };

/** Columns of `对话记录.xls`. */
export const CHAT_RECORD_COLUMNS: ExcelColumn[] = [
  { key: 'title', header: '会话标题', width: 40 },
  { key: 'username', header: '用户账号' },
  { key: 'realname', header: '用户姓名' },
  { key: 'appName', header: '应用', width: 25 },
  { key: 'messageCount', header: '消息数' },
  { key: 'upCount', header: '点赞' },
  { key: 'downCount', header: '点踩' },
  { key: 'createTime', header: '创建时间', width: 20 },
  { key: 'lastMessageTime', header: '最后消息时间', width: 20 },
];

/** `username=` is an alias of `createBy=` (the owner's login name is stored there). */
function withUsernameAlias(query: ListQuery): ListQuery {
  if (query.username === undefined) return query;
  const { username, ...rest } = query;
  return { ...rest, createBy: username };
}

/** Every user's sessions for the chat record pages (the permission is checked by the controller). */
@Injectable()
export class ChatRecordService {
  constructor(
    @InjectRepository(ChatSessionEntity) private readonly sessions: Repository<ChatSessionEntity>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(ChatSessionService) private readonly sessionService: ChatSessionService,
  ) {}

  async list(query: ListQuery): Promise<IPage<ChatRecord>> {
    const plan = planListQuery(CHAT_RECORD_LIST_FIELDS, withUsernameAlias(query), 's');
    const qb = this.sessions.createQueryBuilder('s');
    if (plan.orderBy.length === 0) qb.orderBy('s.lastMessageTime', 'DESC').addOrderBy('s.createTime', 'DESC');
    return fetchPage(qb, plan, (rows) => this.toRecords(rows), 'id');
  }

  /** All records matching the list filters (or the `selections` ids), for the export. */
  async listForExport(query: ListQuery): Promise<ChatRecord[]> {
    const plan = planListQuery(CHAT_RECORD_LIST_FIELDS, withUsernameAlias(query), 's');
    plan.pageNo = 1;
    plan.pageSize = 100_000;
    const qb = this.sessions.createQueryBuilder('s');
    const selections =
      typeof query.selections === 'string'
        ? query.selections
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : [];
    if (selections.length) qb.andWhere('s.id IN (:...selections)', { selections });
    if (plan.orderBy.length === 0) qb.orderBy('s.lastMessageTime', 'DESC');
    return (await fetchPage(qb, plan, (rows) => this.toRecords(rows), 'id')).records;
  }

  async queryById(id: string): Promise<ChatRecord & Pick<ChatSessionDetail, 'messages'>> {
    const session = await this.sessions.findOneBy({ id });
    if (!session) throw new JeecgError('未找到对应实体');
    const [record] = await this.toRecords([session]);
    const detail = await this.sessionService.detail(session);
    return { ...record, messages: detail.messages };
  }

  async messageList(query: ListQuery): Promise<IPage<ChatRecordMessage>> {
    const plan = planListQuery(CHAT_MESSAGE_LIST_FIELDS, query, 'm');
    const qb = this.messages.createQueryBuilder('m');
    if (plan.orderBy.length === 0) qb.orderBy('m.createTime', 'DESC');
    return fetchPage(
      qb,
      plan,
      async (rows) => {
        const ids = [...new Set(rows.map((r) => r.sessionId))];
        const sessions = ids.length ? await this.sessions.findBy({ id: In(ids) }) : [];
        const byId = new Map(sessions.map((s) => [s.id, s]));
        return rows.map((m) => ({
          ...toChatMessageJson(m),
          sessionTitle: byId.get(m.sessionId)?.title ?? null,
          username: byId.get(m.sessionId)?.createBy ?? null,
        }));
      },
      'id',
    );
  }

  private async toRecords(rows: ChatSessionEntity[]): Promise<ChatRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [names, users, counts] = await Promise.all([
      this.sessionService.appNames(rows.map((r) => r.appId)),
      this.users.find({
        where: { id: In([...new Set(rows.map((r) => r.userId))]) },
        select: { id: true, username: true, realname: true },
      }),
      this.messages
        .createQueryBuilder('m')
        .select('m.sessionId', 'sessionId')
        .addSelect('m.feedback', 'feedback')
        .addSelect('COUNT(*)', 'n')
        .where('m.sessionId IN (:...ids)', { ids })
        .andWhere('m.feedback IS NOT NULL')
        .groupBy('m.sessionId')
        .addGroupBy('m.feedback')
        .getRawMany<{ sessionId: string; feedback: string; n: number | string }>(),
    ]);
    const userById = new Map(users.map((u) => [u.id, u]));
    const count = (sessionId: string, feedback: string) =>
      Number(counts.find((c) => c.sessionId === sessionId && c.feedback === feedback)?.n ?? 0);
    return rows.map((s) => ({
      ...toChatSessionJson(s, s.appId ? (names.get(s.appId) ?? null) : null),
      username: userById.get(s.userId)?.username ?? s.createBy,
      realname: userById.get(s.userId)?.realname ?? null,
      upCount: count(s.id, 'up'),
      downCount: count(s.id, 'down'),
    }));
  }
}
