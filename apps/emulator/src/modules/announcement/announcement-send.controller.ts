import { Body, Controller, Inject, Query } from '@nestjs/common';
import { announcementSendMarkRead, announcementSendReadAll, getMyAnnouncementSend } from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { bare } from '../../core/result/result';
import { AnnouncementService } from './announcement.service';

/** `/sys/sysAnnouncementSend/*`: the caller's read state (contract §7.4); the user always comes from the token. */
@Controller()
export class AnnouncementSendController {
  constructor(@Inject(AnnouncementService) private readonly announcements: AnnouncementService) {}

  @ContractRoute(announcementSendMarkRead)
  async markRead(@CurrentUser() user: Principal, @Body() body: { anntId: string }) {
    await this.announcements.markRead(user.id, body.anntId);
    return bare(null);
  }

  @ContractRoute(announcementSendReadAll)
  async readAll(@CurrentUser() user: Principal) {
    await this.announcements.readAll(user.id);
    return bare(null, '全部已读');
  }

  @ContractRoute(getMyAnnouncementSend)
  async mine(@CurrentUser() user: Principal, @Query() query: Record<string, unknown>) {
    return bare(await this.announcements.myAnnouncements(user.id, query));
  }
}
