import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, type Repository } from 'typeorm';
import type { VisitDay } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { formatDay, startOfDay } from '../../core/result/date-format';
import { LogEntity } from './entities/log.entity';

const LOGIN_LOG = 1;
const DAY_MS = 86_400_000;

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
