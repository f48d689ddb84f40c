import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { newId } from '../../core/database/id';
import { insertRows } from '../../core/seed/seed-file';
import type { SeedContext } from '../../core/seed/seed.runner';
import { FirstStartSeed } from '../../core/seed/seeder';
import { LogEntity } from './entities/log.entity';

const DAY_MS = 86_400_000;

/** First start: the login history of `seed/login-logs.json` (log type 1). */
@Injectable()
export class LoginLogSeed extends FirstStartSeed {
  readonly order = 80;

  async seed(em: EntityManager, { files, now }: SeedContext): Promise<undefined> {
    // username -> user id of the seeded users (the ids are the file's).
    const users = new Map(files.users.users.map((u) => [u.username, u.id]));
    const rows = files['login-logs'].logs.map((l) => {
      const day = new Date(now - l.daysAgo * DAY_MS);
      const [h, m, s] = l.time.split(':').map(Number);
      // A time later today than the seed itself is clamped to the seed moment.
      const at = new Date(Math.min(new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m, s).getTime(), now));
      return {
        id: newId(at.getTime()),
        logType: 1,
        logContent: `用户名: ${l.username},登录成功！`,
        userid: users.get(l.username) ?? null,
        username: l.username,
        ip: l.ip,
        createBy: l.username,
        createTime: at,
      };
    });
    await insertRows(em, LogEntity, rows);
    return undefined;
  }
}
