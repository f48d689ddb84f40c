import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, MoreThanOrEqual, type Repository } from 'typeorm';
import type { SysLog, VisitDay } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime, formatDay, startOfDay } from '../../core/result/date-format';
import { LogEntity } from './entities/log.entity';

const LOGIN_LOG = 1;
const DAY_MS = 86_400_000;

/** Filterable and sortable properties of `GET /sys/log/list` (keyWord is a LIKE on logContent, handled apart). */
const LOG_LIST_FIELDS: ListFields = {
  logType: 'number',
  operateType: 'number',
  username: 'string',
  ip: 'string',
  costTime: 'number',
  createTime: 'datetime',
};

/** An operation or exception row (`log_type` 2 or 4) as the operation-log interceptor hands it over. */
export interface OperationLog {
  logType: 2 | 4;
  logContent: string;
  operateType: number;
  user: { id: string; username: string };
  ip: string | undefined;
  method: string;
  requestUrl: string;
  requestParam: string | null;
  requestType: string;
  costTime: number;
}

export const toSysLogJson = (r: LogEntity): SysLog => ({
  id: r.id,
  logType: r.logType,
  logContent: r.logContent,
  operateType: r.operateType,
  userid: r.userid,
  username: r.username,
  ip: r.ip,
  method: r.method,
  requestUrl: r.requestUrl,
  requestParam: r.requestParam,
  requestType: r.requestType,
  costTime: r.costTime === null ? null : Number(r.costTime),
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
});

/** Normalises `::ffff:127.0.0.1` to the IPv4 text JeecgBoot would log. */
export const clientIp = (ip: string | undefined): string => (ip ?? '').replace(/^::ffff:/, '') || '127.0.0.1';

/** The login log (`sys_log`, log_type 1) and the dashboard counters built from it. */
@Injectable()
export class LogService {
  constructor(
    @InjectRepository(LogEntity) private readonly logs: Repository<LogEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One login-type row, as `sysBaseAPI.addLog(content, 1, null, user)` writes it (logins and logouts). */
  async writeLoginLog(content: string, user: { id: string; username: string }, ip: string | undefined): Promise<void> {
    const now = new Date(this.clock.now());
    await this.logs.insert({
      id: newId(now.getTime()),
      logType: LOGIN_LOG,
      logContent: content,
      userid: user.id,
      username: user.username,
      ip: clientIp(ip),
      createBy: user.username,
      createTime: now,
    });
  }

  /** One operation (type 2) or exception (type 4) row, written by the operation-log interceptor. */
  async writeOperationLog(log: OperationLog): Promise<void> {
    const now = new Date(this.clock.now());
    await this.logs.insert({
      id: newId(now.getTime()),
      logType: log.logType,
      logContent: log.logContent.slice(0, 1000),
      operateType: log.operateType,
      userid: log.user.id,
      username: log.user.username,
      ip: clientIp(log.ip),
      method: log.method.slice(0, 500),
      requestUrl: log.requestUrl.slice(0, 255),
      requestParam: log.requestParam,
      requestType: log.requestType,
      costTime: log.costTime,
      createBy: log.user.username,
      createTime: now,
    });
  }

  /**
   * `GET /sys/log/list`: one log type, `keyWord` LIKE on the content, `createTime_begin/_end`, operate type;
   * newest first unless a sort is asked for. Paged in SQL, so a large table never loads whole.
   */
  async list(query: ListQuery): Promise<IPage<SysLog>> {
    const plan = planListQuery(LOG_LIST_FIELDS, query, 'l');
    const qb = this.logs.createQueryBuilder('l');
    const keyWord = typeof query.keyWord === 'string' ? query.keyWord.trim() : '';
    if (keyWord)
      qb.andWhere("l.logContent LIKE :kw ESCAPE '\\'", { kw: `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    return fetchPage(qb, plan, (rows) => rows.map(toSysLogJson), 'id');
  }

  /** `DELETE delete`: false when there was no such row. */
  async delete(id: string): Promise<boolean> {
    const result = await this.logs.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** `DELETE deleteBatch`: the rows of `ids` (chunks keep SQLite's parameter limit). */
  async deleteMany(ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) await this.logs.delete({ id: In(ids.slice(i, i + 500)) });
  }

  /** `ids=allclear`: empties the table. */
  async clear(): Promise<void> {
    await this.logs.clear();
  }

  /** Retention: deletes rows older than `days` days; returns how many went. */
  async purgeOlderThan(days: number): Promise<number> {
    const result = await this.logs.delete({ createTime: LessThan(new Date(this.clock.now() - days * DAY_MS)) });
    return result.affected ?? 0;
  }

  /** `GET /sys/loginfo`: all login-log rows, today's rows and today's distinct IPs. */
  async loginInfo(): Promise<{ totalVisitCount: number; todayVisitCount: number; todayIp: number }> {
    const today = startOfDay(this.clock.now());
    const [totalVisitCount, todayRows] = await Promise.all([
      this.logs.countBy({ logType: LOGIN_LOG }),
      this.logs.find({ select: { ip: true }, where: { logType: LOGIN_LOG, createTime: MoreThanOrEqual(today) } }),
    ]);
    return { totalVisitCount, todayVisitCount: todayRows.length, todayIp: new Set(todayRows.map((r) => r.ip)).size };
  }

  /**
   * `GET /sys/visitInfo`: visits and distinct IPs per day for the last seven days, oldest first, `tian`
   * = yyyy-MM-dd and `type` = MM-dd as SysLogMapper names them. Days without logins are listed with zeros
   * (the real query omits them) so the dashboard chart always spans a week.
   */
  async visitInfo(): Promise<VisitDay[]> {
    const first = startOfDay(this.clock.now() - 6 * DAY_MS);
    const rows = await this.logs.find({
      select: { ip: true, createTime: true },
      where: { logType: LOGIN_LOG, createTime: MoreThanOrEqual(first) },
    });
    const days = Array.from({ length: 7 }, (_, i) =>
      formatDay(new Date(first.getFullYear(), first.getMonth(), first.getDate() + i)),
    );
    const byDay = new Map(days.map((d) => [d, { visit: 0, ips: new Set<string | null>() }]));
    for (const r of rows) {
      const day = r.createTime && byDay.get(formatDay(r.createTime));
      if (!day) continue;
      day.visit += 1;
      day.ips.add(r.ip);
    }
    return days.map((tian) => ({
      visit: byDay.get(tian)!.visit,
      ip: byDay.get(tian)!.ips.size,
      tian,
      type: tian.slice(5),
    }));
  }
}
