import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Announcement, ListByUserResult } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { withDictText } from '../../core/dict/dict-text';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { DictService } from '../dict/dict.service';
import { UserService } from '../user/user.service';
import { AnnouncementSendEntity } from './entities/announcement-send.entity';
import { AnnouncementEntity } from './entities/announcement.entity';

export const toAnnouncementJson = (a: AnnouncementEntity): Announcement => ({
  id: a.id,
  titile: a.titile,
  msgContent: a.msgContent,
  startTime: formatDateTime(a.startTime),
  endTime: formatDateTime(a.endTime),
  sender: a.sender,
  priority: a.priority as Announcement['priority'],
  msgCategory: a.msgCategory as Announcement['msgCategory'],
  msgType: a.msgType as Announcement['msgType'],
  sendStatus: a.sendStatus as Announcement['sendStatus'],
  sendTime: formatDateTime(a.sendTime),
  cancelTime: formatDateTime(a.cancelTime),
  delFlag: a.delFlag,
  createBy: a.createBy,
  createTime: formatDateTime(a.createTime),
  updateBy: a.updateBy,
  updateTime: formatDateTime(a.updateTime),
  userIds: a.userIds,
  busType: a.busType,
  busId: a.busId,
  openType: a.openType as Announcement['openType'],
  openPage: a.openPage,
  msgAbstract: a.msgAbstract,
  dtTaskId: a.dtTaskId,
});

/** Properties `GET /sys/annountCement/list` filters and sorts by. */
export const ANNOUNCEMENT_LIST_FIELDS: ListFields = {
  id: 'string',
  titile: 'string',
  msgContent: 'string',
  sender: 'string',
  priority: 'string',
  msgCategory: 'string',
  msgType: 'string',
  sendStatus: 'string',
  busType: 'string',
  openType: 'string',
  msgAbstract: 'string',
  startTime: 'datetime',
  endTime: 'datetime',
  sendTime: 'datetime',
  cancelTime: 'datetime',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

const ANNOUNCEMENT_DICT_FIELDS = {
  priority: 'priority',
  msgCategory: 'msg_category',
  msgType: 'msg_type',
  sendStatus: 'send_status',
};

const CATEGORY_NOTICE = '1';
const CATEGORY_SYSTEM = '2';

@Injectable()
export class AnnouncementService {
  constructor(
    @InjectRepository(AnnouncementEntity) private readonly announcements: Repository<AnnouncementEntity>,
    @InjectRepository(AnnouncementSendEntity) private readonly sends: Repository<AnnouncementSendEntity>,
    @Inject(UserService) private readonly users: UserService,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `GET /sys/annountCement/list`: not-deleted announcements with their dictionary texts. */
  async list(query: Record<string, unknown>): Promise<IPage<Announcement & Record<string, string>>> {
    const plan = planListQuery(ANNOUNCEMENT_LIST_FIELDS, query, 'a');
    const qb = this.announcements.createQueryBuilder('a').where("a.delFlag = '0'");
    const texts = await this.dicts.texts(Object.values(ANNOUNCEMENT_DICT_FIELDS));
    return fetchPage(
      qb,
      plan,
      (rows) => rows.map((r) => withDictText(toAnnouncementJson(r), ANNOUNCEMENT_DICT_FIELDS, texts)),
      'id',
    );
  }

  /**
   * The header bell (contract §7.3). First the side effect that delivers "ALL" notices: every published
   * ALL announcement still running when the user was created gets an unread send-row for him. Then the
   * newest unread notices (category 1) and system messages (category 2), `pageSize` of each, with totals.
   */
  async listByUser(userId: string, pageSize: number): Promise<ListByUserResult> {
    const user = await this.users.findById(userId);
    if (user) await this.deliverBroadcasts(userId, user.createTime ?? new Date(0));
    const [notices, messages] = await Promise.all([
      this.unread(userId, CATEGORY_NOTICE, pageSize),
      this.unread(userId, CATEGORY_SYSTEM, pageSize),
    ]);
    return {
      anntMsgList: notices.list,
      anntMsgTotal: notices.total,
      sysMsgList: messages.list,
      sysMsgTotal: messages.total,
    };
  }

  private async deliverBroadcasts(userId: string, userCreated: Date): Promise<void> {
    const pending = await this.announcements
      .createQueryBuilder('a')
      .where("a.msgType = 'ALL'")
      .andWhere("a.delFlag = '0'")
      .andWhere("a.sendStatus = '1'")
      .andWhere('a.endTime >= :userCreated', { userCreated })
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
    await this.sends.insert(
      pending.map((a) => ({
        id: newId(now),
        anntId: a.id,
        userId,
        readFlag: '0',
        createBy: null,
        createTime: new Date(now),
      })),
    );
  }

  private async unread(
    userId: string,
    category: string,
    pageSize: number,
  ): Promise<{ list: Announcement[]; total: number }> {
    const [rows, total] = await this.announcements
      .createQueryBuilder('a')
      .where("a.sendStatus = '1'")
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
