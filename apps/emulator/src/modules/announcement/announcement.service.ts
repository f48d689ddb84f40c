import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import {
  type Announcement,
  type AnnouncementAddValues,
  AnnouncementCodes,
  type AnnouncementEditValues,
  type AnnouncementImportRow,
  announcementImportRowSchema,
  type AnnouncementListRecord,
  type ListByUserResult,
  type MyAnnouncementSend,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { withDictText } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { bulkInsert } from '../../core/excel/bulk-insert';
import { genericImportOk, type ImportSpec } from '../../core/excel/excel-import.service';
import type { ListQuery } from '../../core/paging/data-rules';
import { applyListPlan, fetchPage, planListQuery } from '../../core/paging/list-query';
import { type IPage, toPage } from '../../core/paging/page';
import { sanitizeRichText, toPlainText } from '../common';
import { DataLogService } from '../data-log';
import { DictService } from '../dict';
import { AccountFactsService, UserEntity, UserService } from '../identity';
import { NotificationService } from '../websocket';
import {
  ANNOUNCEMENT_COLUMNS,
  ANNOUNCEMENT_DICT_FIELDS,
  ANNOUNCEMENT_LIST_FIELDS,
  announcementTitle,
  importedDraft,
  checkOpenTarget,
  checkTimes,
  merged,
  parseUserIds,
  type SendWithAnnouncement,
  toAnnouncementJson,
  toMyAnnouncementJson,
  toTime,
} from './announcement.rows';
import { AnnouncementSendEntity } from './entities/announcement-send.entity';
import { AnnouncementEntity } from './entities/announcement.entity';

const { category: CATEGORY, msgType: MSG_TYPE, sendStatus: STATUS, readFlag: READ } = AnnouncementCodes;
const NOT_FOUND = '未找到对应实体';
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class AnnouncementService {
  private readonly deliveries = new Map<string, Promise<void>>();

  constructor(
    @InjectRepository(AnnouncementEntity) private readonly announcements: Repository<AnnouncementEntity>,
    @InjectRepository(AnnouncementSendEntity) private readonly sends: Repository<AnnouncementSendEntity>,
    @InjectRepository(UserEntity) private readonly userRows: Repository<UserEntity>,
    @Inject(UserService) private readonly users: UserService,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(NotificationService) private readonly notifications: NotificationService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DataLogService) private readonly dataLogs: DataLogService,
    @Inject(AccountFactsService) private readonly facts: AccountFactsService,
  ) {}

  /** `GET /sys/annountCement/list`: not-deleted announcements with their dictionary texts. */
  async list(query: ListQuery): Promise<IPage<AnnouncementListRecord>> {
    const plan = planListQuery(ANNOUNCEMENT_LIST_FIELDS, query, 'a');
    const qb = this.announcements.createQueryBuilder('a').where("a.delFlag = '0'");
    const texts = await this.dicts.texts(Object.values(ANNOUNCEMENT_DICT_FIELDS));
    return fetchPage(
      qb,
      plan,
      (rows) =>
        rows.map((r) => withDictText(toAnnouncementJson(r), ANNOUNCEMENT_DICT_FIELDS, texts) as AnnouncementListRecord),
      'id',
    );
  }

  /** The dictionary texts of the sheet's dictionary columns. */
  exportDicts() {
    return this.dicts.texts(Object.values(ANNOUNCEMENT_DICT_FIELDS));
  }

  /**
   * `exportXls`: the not-deleted announcements matching the list's filters, by id. `selections` is ignored, as
   * SysAnnouncementController#exportXls ignores it.
   */
  async exportRows(query: ListQuery): Promise<Announcement[]> {
    const { selections: _ignored, ...filters } = query;
    const plan = planListQuery(ANNOUNCEMENT_LIST_FIELDS, filters, 'a');
    const qb = applyListPlan(this.announcements.createQueryBuilder('a').where("a.delFlag = '0'"), plan);
    return (await qb.addOrderBy('a.id', 'ASC').getMany()).map(toAnnouncementJson);
  }

  /**
   * `importExcel`: each row checked as `add` checks it (plain-text title, sanitised content, times in order) and
   * stored as a draft (`send_status` 0, `del_flag` 0) created by the importer; all rows or none.
   */
  async importSpec(user: Principal): Promise<ImportSpec<AnnouncementImportRow>> {
    return {
      entity: 'sysAnnouncement',
      columns: ANNOUNCEMENT_COLUMNS,
      schema: announcementImportRowSchema,
      dicts: await this.exportDicts(),
      atomic: true,
      okMessage: genericImportOk,
      check: (row) => {
        try {
          this.importedRow(row, user, this.clock.now());
          return null;
        } catch (e) {
          if (e instanceof JeecgError) return e.message;
          throw e;
        }
      },
      insert: async (em: EntityManager, rows) => {
        const now = this.clock.now();
        await bulkInsert(em, AnnouncementEntity, rows, (r) => this.importedRow(r, user, now));
      },
    };
  }

  /** One imported row as the draft `add` would store (the sheet has no addressees, open target or business). */
  private importedRow(r: AnnouncementImportRow, user: Principal, now: number): AnnouncementEntity {
    const row = this.announcements.create({ id: newId(this.clock.now()), ...importedDraft(r, user, now) });
    checkTimes(row);
    return row;
  }

  async queryById(id: string): Promise<Announcement> {
    return toAnnouncementJson(await this.findLive(id));
  }

  /**
   * `POST add` (SysAnnouncementServiceImpl.saveAnnouncement): a draft with a plain-text title and sanitised
   * content; a USER announcement gets one unread send-row per addressee, every addressee must exist.
   */
  async add(body: AnnouncementAddValues, user: Principal): Promise<string> {
    const now = this.clock.now();
    const row = this.announcements.create({
      id: newId(now),
      titile: announcementTitle(body.titile),
      msgContent: body.msgContent ? sanitizeRichText(body.msgContent) : null,
      msgAbstract: body.msgAbstract || null,
      startTime: toTime(body.startTime, '开始时间') ?? null,
      endTime: toTime(body.endTime, '结束时间') ?? null,
      sender: null,
      priority: body.priority ?? 'L',
      msgCategory: body.msgCategory ?? CATEGORY.system,
      msgType: body.msgType,
      sendStatus: STATUS.draft,
      sendTime: null,
      cancelTime: null,
      delFlag: '0',
      busType: body.busType || null,
      busId: body.busId || null,
      openType: body.openType || null,
      openPage: body.openPage || null,
      userIds: body.msgType === MSG_TYPE.user ? (body.userIds ?? null) : null,
      dtTaskId: null,
      createBy: user.username,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    });
    checkTimes(row);
    checkOpenTarget(row.openType, row.openPage);
    const recipients = row.msgType === MSG_TYPE.user ? await this.recipients(row.userIds) : [];
    await this.announcements.manager.transaction(async (em) => {
      await em.insert(AnnouncementEntity, row);
      await this.addSendRows(em, row.id, recipients, user.username, now);
      await this.dataLogs.record(em, 'sys_announcement', toAnnouncementJson(row), user);
    });
    return row.id;
  }

  /**
   * `PUT|POST edit` (upDateAnnouncement): missing properties keep their values; for USER announcements the
   * send-rows follow the new list (new addressees get unread rows, removed ones lose theirs).
   */
  async edit(body: AnnouncementEditValues, user: Principal): Promise<void> {
    const row = await this.findLive(body.id);
    const now = this.clock.now();
    if (body.titile !== undefined) row.titile = announcementTitle(body.titile);
    if (body.msgContent !== undefined && body.msgContent !== null)
      row.msgContent = body.msgContent ? sanitizeRichText(body.msgContent) : null;
    row.msgAbstract = merged(body.msgAbstract, row.msgAbstract);
    const start = toTime(body.startTime, '开始时间');
    const end = toTime(body.endTime, '结束时间');
    if (start !== undefined) row.startTime = start;
    if (end !== undefined) row.endTime = end;
    row.priority = body.priority ?? row.priority;
    row.msgCategory = body.msgCategory ?? row.msgCategory;
    row.msgType = body.msgType ?? row.msgType;
    row.busType = merged(body.busType, row.busType);
    row.busId = merged(body.busId, row.busId);
    row.openType = merged<string>(body.openType, row.openType);
    row.openPage = merged(body.openPage, row.openPage);
    row.userIds = row.msgType === MSG_TYPE.user ? merged(body.userIds, row.userIds) : null;
    checkTimes(row);
    checkOpenTarget(row.openType, row.openPage);
    const recipients = row.msgType === MSG_TYPE.user ? await this.recipients(row.userIds) : null;
    row.updateBy = user.username;
    row.updateTime = new Date(now);
    await this.announcements.manager.transaction(async (em) => {
      await em.save(AnnouncementEntity, row);
      await this.dataLogs.record(em, 'sys_announcement', toAnnouncementJson(row), user);
      if (!recipients) return;
      const existing = await em.find(AnnouncementSendEntity, { where: { anntId: row.id } });
      const have = new Set(existing.map((s) => s.userId));
      const removed = existing.filter((s) => !recipients.includes(s.userId)).map((s) => s.id);
      if (removed.length) await em.delete(AnnouncementSendEntity, { id: In(removed) });
      await this.addSendRows(
        em,
        row.id,
        recipients.filter((id) => !have.has(id)),
        user.username,
        now,
      );
    });
  }

  /** `DELETE delete`: logical (`del_flag` 1). */
  async delete(id: string, user: Principal): Promise<void> {
    const row = await this.findLive(id);
    await this.announcements.update(
      { id: row.id },
      { delFlag: '1', updateBy: user.username, updateTime: new Date(this.clock.now()) },
    );
  }

  /** `DELETE deleteBatch`: every listed, still existing announcement; none of them existing is an error. */
  async deleteBatch(ids: string, user: Principal): Promise<void> {
    const list = [
      ...new Set(
        ids
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (list.length === 0) throw new JeecgError('参数不识别！');
    const result = await this.announcements.update(
      { id: In(list), delFlag: '0' },
      { delFlag: '1', updateBy: user.username, updateTime: new Date(this.clock.now()) },
    );
    if (!result.affected) throw new JeecgError(NOT_FOUND);
  }

  /**
   * `GET doReleaseData`: published now by the caller, then pushed: ALL as a `topic` broadcast (send-rows follow
   * when each user's bell asks, contract §7.3), USER as `user` frames to the addressees, whose rows exist.
   */
  async release(id: string, user: Principal): Promise<void> {
    const row = await this.findLive(id);
    const now = this.clock.now();
    const recipients = row.msgType === MSG_TYPE.user ? await this.recipients(row.userIds, false) : [];
    row.sendStatus = STATUS.published;
    row.sendTime = new Date(now);
    row.sender = user.username;
    row.updateBy = user.username;
    row.updateTime = new Date(now);
    await this.announcements.manager.transaction(async (em) => {
      await em.save(AnnouncementEntity, row);
      if (recipients.length === 0) return;
      const have = new Set((await em.find(AnnouncementSendEntity, { where: { anntId: row.id } })).map((s) => s.userId));
      await this.addSendRows(
        em,
        row.id,
        recipients.filter((r) => !have.has(r)),
        user.username,
        now,
      );
    });
    await this.push(row, recipients);
  }

  /** `GET doReovkeData`: only a published announcement can be revoked; it leaves every bell. */
  async revoke(id: string, user: Principal): Promise<void> {
    const row = await this.findLive(id);
    if (row.sendStatus !== STATUS.published) throw new JeecgError('只有已发布的系统通知才能撤销');
    const now = new Date(this.clock.now());
    await this.announcements.update(
      { id: row.id },
      { sendStatus: STATUS.revoked, cancelTime: now, updateBy: user.username, updateTime: now },
    );
  }

  /** `GET syncNotic`: pushes a published announcement again, or without id the "batch read" broadcast. */
  async syncNotic(anntId: string | undefined): Promise<void> {
    if (!anntId) {
      await this.notifications.broadcast({ cmd: 'topic', msgTxt: '批量设置已读' });
      return;
    }
    const row = await this.findLive(anntId);
    if (row.sendStatus !== STATUS.published) throw new JeecgError('该系统通知未发布，无法推送');
    await this.push(row, row.msgType === MSG_TYPE.user ? parseUserIds(row.userIds) : []);
  }

  /**
   * The header bell (contract §7.3). First the side effect that delivers "ALL" notices: every published
   * ALL announcement still running when the user was created gets an unread send-row for him. Then the
   * newest unread notices (category 1) and system messages (category 2), `pageSize` of each, with totals.
   */
  async listByUser(userId: string, pageSize: number): Promise<ListByUserResult> {
    await this.deliverBroadcasts(userId);
    // A kind the user turned off (account settings) stays out of the bell; "my announcements" still lists it.
    const { notify } = await this.facts.setting(userId);
    const none = { list: [], total: 0 };
    const [notices, messages] = await Promise.all([
      notify.announcement ? this.unread(userId, CATEGORY.notice, pageSize) : none,
      notify.system ? this.unread(userId, CATEGORY.system, pageSize) : none,
    ]);
    return {
      anntMsgList: notices.list,
      anntMsgTotal: notices.total,
      sysMsgList: messages.list,
      sysMsgTotal: messages.total,
    };
  }

  /** `PUT editByAnntIdAndUserId`: the caller's row of that announcement becomes read (bound parameters). */
  async markRead(userId: string, anntId: string): Promise<void> {
    await this.deliverBroadcasts(userId);
    const now = new Date(this.clock.now());
    await this.sends.update(
      { userId, anntId, readFlag: READ.unread },
      { readFlag: READ.read, readTime: now, updateTime: now },
    );
  }

  /** `PUT readAll`: every row of the caller, ALL notices not yet delivered included, then a `topic` broadcast. */
  async readAll(userId: string): Promise<void> {
    await this.deliverBroadcasts(userId);
    const now = new Date(this.clock.now());
    await this.sends.update({ userId, readFlag: READ.unread }, { readFlag: READ.read, readTime: now, updateTime: now });
    await this.notifications.broadcast({ cmd: 'topic' });
  }

  /** `GET getMyAnnouncementSend` (contract §7.4): unread first, then newest sent. */
  async myAnnouncements(userId: string, query: Record<string, unknown>): Promise<IPage<MyAnnouncementSend>> {
    await this.deliverBroadcasts(userId);
    const text = (k: string) => {
      const value = query[k];
      return typeof value === 'string' ? value.trim() : '';
    };
    const pageNo = typeof query.pageNo === 'number' ? query.pageNo : 1;
    const pageSize = typeof query.pageSize === 'number' ? query.pageSize : 10;
    const qb = this.sends
      .createQueryBuilder('s')
      .innerJoinAndMapOne('s.announcement', AnnouncementEntity, 'a', 'a.id = s.anntId')
      .where('s.userId = :userId', { userId })
      .andWhere('a.sendStatus = :published', { published: STATUS.published })
      .andWhere("a.delFlag = '0'");
    if (text('titile')) qb.andWhere("a.titile LIKE :titile ESCAPE '\\'", { titile: `%${escapeLike(text('titile'))}%` });
    if (text('sender')) qb.andWhere("a.sender LIKE :sender ESCAPE '\\'", { sender: `%${escapeLike(text('sender'))}%` });
    if (text('readFlag')) qb.andWhere('s.readFlag = :readFlag', { readFlag: text('readFlag') });
    if (text('busType')) qb.andWhere('a.busType = :busType', { busType: text('busType') });
    if (text('msgCategory')) qb.andWhere('a.msgCategory = :msgCategory', { msgCategory: text('msgCategory') });
    if (text('bizSource') === 'isNoBpm') qb.andWhere("(a.busType IS NULL OR a.busType <> 'bpm')");
    const [rows, total] = await qb
      .orderBy('s.readFlag', 'ASC')
      .addOrderBy('a.sendTime', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .offset((pageNo - 1) * pageSize)
      .limit(pageSize)
      .getManyAndCount();
    return toPage(
      (rows as SendWithAnnouncement[]).map((s) => toMyAnnouncementJson(s)),
      total,
      pageNo,
      pageSize,
    );
  }

  /**
   * Delivers one system message (JeecgBoot's `sendSysAnnouncement`): a published category-2 announcement for one
   * user, its unread send-row and a `user` push. Returns the announcement id (the push's `msgId`).
   */
  async deliverSystemMessage(input: {
    title: string;
    content: string;
    userId: string;
    sender: string;
  }): Promise<string> {
    const now = this.clock.now();
    const title = toPlainText(input.title).slice(0, 100) || '系统消息';
    const row = this.announcements.create({
      id: newId(now),
      titile: title,
      msgContent: input.content,
      msgAbstract: null,
      startTime: new Date(now),
      endTime: null,
      sender: input.sender,
      priority: 'L',
      msgCategory: CATEGORY.system,
      msgType: MSG_TYPE.user,
      sendStatus: STATUS.published,
      sendTime: new Date(now),
      cancelTime: null,
      delFlag: '0',
      busType: 'msg',
      busId: null,
      openType: null,
      openPage: null,
      userIds: `${input.userId},`,
      dtTaskId: null,
      createBy: input.sender,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    });
    await this.announcements.manager.transaction(async (em) => {
      await em.insert(AnnouncementEntity, row);
      await this.addSendRows(em, row.id, [input.userId], input.sender, now);
    });
    if (await this.facts.wants(input.userId, 'system'))
      await this.notifications.sendToUsers([input.userId], { cmd: 'user', msgId: row.id, msgTxt: row.titile });
    return row.id;
  }

  /** Pushes a published announcement, leaving out the users who turned its kind off (account settings). */
  private async push(row: AnnouncementEntity, recipients: string[]): Promise<void> {
    const frame = { msgId: row.id, msgTxt: row.titile };
    const kind = row.msgCategory === CATEGORY.system ? 'system' : 'announcement';
    if (row.msgType === MSG_TYPE.all) {
      await this.notifications.broadcast({ cmd: 'topic', ...frame }, await this.facts.mutedUsers(kind));
    } else {
      const muted = new Set(await this.facts.mutedUsers(kind, recipients));
      await this.notifications.sendToUsers(
        recipients.filter((r) => !muted.has(r)),
        { cmd: 'user', ...frame },
      );
    }
  }

  /**
   * The addressees of a USER announcement. Saving (`strict`) requires every listed user to exist; publishing
   * skips users deleted since, as long as one is left.
   */
  private async recipients(userIds: string | null, strict = true): Promise<string[]> {
    const ids = parseUserIds(userIds);
    const none = '通告对象为指定用户时，请选择至少一个用户（userIds，以英文逗号结尾）';
    if (ids.length === 0) throw new JeecgError(none);
    const found = new Set(
      (await this.userRows.find({ select: { id: true }, where: { id: In(ids), delFlag: 0 } })).map((u) => u.id),
    );
    const unknown = ids.filter((id) => !found.has(id));
    if (!strict) {
      if (found.size === 0) throw new JeecgError(none);
      return ids.filter((id) => found.has(id));
    }
    if (unknown.length) {
      const hint = userIds && !userIds.endsWith(',') ? '（userIds 须以英文逗号结尾，服务端会去掉最后一个字符）' : '';
      throw new JeecgError(`以下用户不存在：${unknown.slice(0, 10).join(',')}${unknown.length > 10 ? '…' : ''}${hint}`);
    }
    return ids;
  }

  private async addSendRows(
    em: EntityManager,
    anntId: string,
    userIds: string[],
    createBy: string,
    now: number,
  ): Promise<void> {
    if (userIds.length === 0) return;
    // updateEntity(false): TypeORM's multi-row insert on SQLite writes keys back into the wrong objects.
    await em
      .createQueryBuilder()
      .insert()
      .into(AnnouncementSendEntity)
      .values(
        userIds.map((userId) => ({
          id: newId(now),
          anntId,
          userId,
          readFlag: READ.unread,
          readTime: null,
          createBy,
          createTime: new Date(now),
        })),
      )
      .updateEntity(false)
      .execute();
  }

  private async findLive(id: string): Promise<AnnouncementEntity> {
    const row = await this.announcements.findOne({ where: { id, delFlag: '0' } });
    if (!row) throw new JeecgError(NOT_FOUND);
    return row;
  }

  /**
   * The "ALL" delivery of contract §7.3: unread send-rows for every published, not deleted ALL announcement
   * that has none for the user yet and did not end before the user was created (no end time: still running).
   */
  private deliverBroadcasts(userId: string): Promise<void> {
    // One delivery per user at a time: the bell's poll and the "my messages" page must not both insert rows.
    const run = (this.deliveries.get(userId) ?? Promise.resolve()).then(() => this.insertPendingBroadcasts(userId));
    const settled = run.catch(() => undefined);
    this.deliveries.set(userId, settled);
    void settled.then(() => {
      if (this.deliveries.get(userId) === settled) this.deliveries.delete(userId);
    });
    return run;
  }

  private async insertPendingBroadcasts(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    const userCreated = user.createTime ?? new Date(0);
    const pending = await this.announcements
      .createQueryBuilder('a')
      .where('a.msgType = :all', { all: MSG_TYPE.all })
      .andWhere("a.delFlag = '0'")
      .andWhere('a.sendStatus = :published', { published: STATUS.published })
      .andWhere('(a.endTime IS NULL OR a.endTime >= :userCreated)', { userCreated })
      .andWhere((qb) => {
        const delivered = qb
          .subQuery()
          .select('s.anntId')
          .from(AnnouncementSendEntity, 's')
          .where('s.userId = :userId')
          .getQuery();
        return `a.id NOT IN ${delivered}`;
      })
      .setParameter('userId', userId)
      .getMany();
    if (pending.length === 0) return;
    const now = this.clock.now();
    await this.sends
      .createQueryBuilder()
      .insert()
      .into(AnnouncementSendEntity)
      .values(
        pending.map((a) => ({
          id: newId(now),
          anntId: a.id,
          userId,
          readFlag: READ.unread,
          createBy: null,
          createTime: new Date(now),
        })),
      )
      .updateEntity(false)
      .execute();
  }

  private async unread(
    userId: string,
    category: string,
    pageSize: number,
  ): Promise<{ list: Announcement[]; total: number }> {
    const [rows, total] = await this.announcements
      .createQueryBuilder('a')
      .where('a.sendStatus = :published', { published: STATUS.published })
      .andWhere("a.delFlag = '0'")
      .andWhere('a.msgCategory = :category', { category })
      .andWhere((qb) => {
        const unread = qb
          .subQuery()
          .select('s.anntId')
          .from(AnnouncementSendEntity, 's')
          .where('s.userId = :userId')
          .andWhere("s.readFlag = '0'")
          .getQuery();
        return `a.id IN ${unread}`;
      })
      .setParameter('userId', userId)
      .orderBy('a.createTime', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .take(pageSize)
      .getManyAndCount();
    return { list: rows.map(toAnnouncementJson), total };
  }
}
