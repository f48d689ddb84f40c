import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, type Repository, type WhereExpressionBuilder } from 'typeorm';
import {
  CHAT_RECORD_AUDIT,
  CHAT_RECORD_AUDIT_ALL,
  type ChatRecord,
  type ChatRecordMessage,
  type ChatSessionDetail,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ListQuery } from '../../core/paging/data-rules';
import { escapeLike, fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { type Grants, UserEntity } from '../identity';
import { LogService } from '../log';
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

/** Whose conversations a caller may read (issue #29). */
export type ChatRecordScope =
  | { kind: 'own'; userId: string }
  | { kind: 'depart'; userId: string; orgCode: string }
  | { kind: 'all'; userId: string };

/** The request a chat record read is made for: the caller, his scope, and what the operation log records. */
export interface ChatRecordReader {
  user: Principal;
  scope: ChatRecordScope;
  ip: string | undefined;
  requestUrl: string;
  requestParam: string | null;
}

/**
 * The caller's scope: his own conversations with the menu alone; with `chat:record:audit` also those of the users of
 * his department and below (none more without a department); with `chat:record:audit:all` everyone's.
 */
export function chatRecordScope(user: Principal, grants: Grants | undefined): ChatRecordScope {
  if (grants?.buttons.has(CHAT_RECORD_AUDIT_ALL)) return { kind: 'all', userId: user.id };
  if (grants?.buttons.has(CHAT_RECORD_AUDIT) && user.orgCode)
    return { kind: 'depart', userId: user.id, orgCode: user.orgCode };
  return { kind: 'own', userId: user.id };
}

/**
 * Sessions for the chat record pages, limited to the caller's scope (issue #29); each read that returns another
 * user's conversation leaves an operation-log row naming the owners.
 */
@Injectable()
export class ChatRecordService {
  constructor(
    @InjectRepository(ChatSessionEntity) private readonly sessions: Repository<ChatSessionEntity>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(ChatSessionService) private readonly sessionService: ChatSessionService,
    @Inject(LogService) private readonly logs: LogService,
  ) {}

  /** Adds the scope's condition on the session alias `s` (or on `sessionColumn`, a session id of another row). */
  private whereInScope(qb: WhereExpressionBuilder, scope: ChatRecordScope, userColumn = 's.userId'): void {
    if (scope.kind === 'all') return;
    if (scope.kind === 'own') {
      qb.andWhere(`${userColumn} = :scopeUser`, { scopeUser: scope.userId });
      return;
    }
    qb.andWhere(
      new Brackets((w) =>
        w
          .where(`${userColumn} = :scopeUser`, { scopeUser: scope.userId })
          .orWhere(`${userColumn} IN (SELECT su.id FROM sys_user su WHERE su.org_code LIKE :scopeOrg ESCAPE '\\')`, {
            scopeOrg: `${escapeLike(scope.orgCode)}%`,
          }),
      ),
    );
  }

  /** Writes the audit row of a read that returned conversations of users other than the caller. */
  private async audit(reader: ChatRecordReader, what: string, owners: Iterable<string | null | undefined>) {
    const others = [...new Set([...owners].filter((o): o is string => !!o && o !== reader.user.username))];
    if (others.length === 0) return;
    await this.logs.writeOperationLog({
      logType: 2,
      logContent: `查看他人对话记录 ${what}：${others.slice(0, 20).join(',')}${others.length > 20 ? ` 等${others.length}人` : ''}`,
      operateType: 1,
      user: reader.user,
      ip: reader.ip,
      method: `ChatRecordController.${what}()`,
      requestUrl: reader.requestUrl,
      requestParam: reader.requestParam,
      requestType: 'GET',
      costTime: 0,
    });
  }

  async list(query: ListQuery, reader: ChatRecordReader): Promise<IPage<ChatRecord>> {
    const plan = planListQuery(CHAT_RECORD_LIST_FIELDS, withUsernameAlias(query), 's');
    const qb = this.sessions.createQueryBuilder('s');
    this.whereInScope(qb, reader.scope);
    if (plan.orderBy.length === 0) qb.orderBy('s.lastMessageTime', 'DESC').addOrderBy('s.createTime', 'DESC');
    const page = await fetchPage(qb, plan, (rows) => this.toRecords(rows), 'id');
    await this.audit(
      reader,
      'list',
      page.records.map((r) => r.username),
    );
    return page;
  }

  /** All records matching the list filters (or the `selections` ids), for the export. */
  async listForExport(query: ListQuery, reader: ChatRecordReader): Promise<ChatRecord[]> {
    const plan = planListQuery(CHAT_RECORD_LIST_FIELDS, withUsernameAlias(query), 's');
    plan.pageNo = 1;
    plan.pageSize = 100_000;
    const qb = this.sessions.createQueryBuilder('s');
    this.whereInScope(qb, reader.scope);
    const selections =
      typeof query.selections === 'string'
        ? query.selections
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : [];
    if (selections.length) qb.andWhere('s.id IN (:...selections)', { selections });
    if (plan.orderBy.length === 0) qb.orderBy('s.lastMessageTime', 'DESC');
    const records = (await fetchPage(qb, plan, (rows) => this.toRecords(rows), 'id')).records;
    await this.audit(
      reader,
      'exportXls',
      records.map((r) => r.username),
    );
    return records;
  }

  /** One session with its messages; one outside the caller's scope is not found (its existence is not told). */
  async queryById(id: string, reader: ChatRecordReader): Promise<ChatRecord & Pick<ChatSessionDetail, 'messages'>> {
    const qb = this.sessions.createQueryBuilder('s').where('s.id = :id', { id });
    this.whereInScope(qb, reader.scope);
    const session = await qb.getOne();
    if (!session) throw new JeecgError('未找到对应实体');
    const [record] = await this.toRecords([session]);
    const detail = await this.sessionService.detail(session);
    await this.audit(reader, 'queryById', [record.username]);
    return { ...record, messages: detail.messages };
  }

  async messageList(query: ListQuery, reader: ChatRecordReader): Promise<IPage<ChatRecordMessage>> {
    const plan = planListQuery(CHAT_MESSAGE_LIST_FIELDS, query, 'm');
    const qb = this.messages.createQueryBuilder('m');
    if (reader.scope.kind !== 'all') {
      const inScope = this.sessions.createQueryBuilder('s').select('s.id');
      this.whereInScope(inScope, reader.scope);
      qb.andWhere(`m.sessionId IN (${inScope.getQuery()})`, inScope.getParameters());
    }
    if (plan.orderBy.length === 0) qb.orderBy('m.createTime', 'DESC');
    const page = await fetchPage(
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
    await this.audit(
      reader,
      'messageList',
      page.records.map((m) => m.username),
    );
    return page;
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
