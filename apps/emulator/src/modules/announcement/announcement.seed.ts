import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { newId } from '../../core/database/id';
import { insertRows } from '../../core/seed/seed-file';
import type { SeedContext } from '../../core/seed/seed.runner';
import { FirstStartSeed } from '../../core/seed/seeder';
import { AnnouncementSendEntity } from './entities/announcement-send.entity';
import { AnnouncementEntity } from './entities/announcement.entity';

const DAY_MS = 86_400_000;

/** First start: the announcements of `seed/announcements.json` and the inbox rows of those sent to users. */
@Injectable()
export class AnnouncementSeed extends FirstStartSeed {
  readonly order = 70;

  async seed(em: EntityManager, { files, now }: SeedContext): Promise<undefined> {
    // username -> user id of the seeded users (the ids are the file's).
    const users = new Map(files.users.users.map((u) => [u.username, u.id]));
    const sends: Partial<AnnouncementSendEntity>[] = [];
    const rows = files.announcements.announcements.map((a) => {
      const created = new Date(now - a.daysAgo * DAY_MS);
      const recipients = (a.users ?? []).map((name) => {
        const id = users.get(name);
        if (!id) throw new Error(`seed/announcements.json: unknown user ${name}`);
        return id;
      });
      if (a.msgType === 'USER') {
        for (const userId of recipients)
          sends.push({ id: newId(now), anntId: a.id, userId, readFlag: '0', createBy: 'admin', createTime: created });
      }
      return {
        id: a.id,
        titile: a.titile,
        msgContent: a.msgContent,
        msgAbstract: a.msgAbstract ?? null,
        startTime: created,
        endTime: new Date(created.getTime() + a.endInDays * DAY_MS),
        sender: a.sendStatus === '0' ? null : (a.sender ?? 'admin'),
        priority: a.priority,
        msgCategory: a.msgCategory,
        msgType: a.msgType,
        sendStatus: a.sendStatus,
        sendTime: a.sendStatus === '0' ? null : created,
        cancelTime: a.sendStatus === '2' ? new Date(created.getTime() + DAY_MS) : null,
        delFlag: '0',
        // JeecgBoot strips the last character of user_ids, so the list must end with a comma (quirk §14.13).
        userIds: a.msgType === 'USER' ? `${recipients.join(',')},` : null,
        openType: a.openType ?? null,
        openPage: a.openPage ?? null,
        createBy: 'admin',
        createTime: created,
      };
    });
    await insertRows(em, AnnouncementEntity, rows);
    if (sends.length) await insertRows(em, AnnouncementSendEntity, sends);
    return undefined;
  }
}
