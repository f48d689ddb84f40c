import { Controller, Inject, Query } from '@nestjs/common';
import { announcementList, listByUser } from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { bare } from '../../core/result/result';
import { AnnouncementService } from './announcement.service';

/** Default page size of the header bell's lists. */
const LIST_BY_USER_PAGE_SIZE = 5;

@Controller()
export class AnnouncementController {
  constructor(@Inject(AnnouncementService) private readonly announcements: AnnouncementService) {}

  @ContractRoute(announcementList)
  async list(@Query() query: Record<string, unknown>) {
    return bare(await this.announcements.list(query));
  }

  @ContractRoute(listByUser)
  async listByUser(@CurrentUser() user: Principal, @Query() query: { pageSize?: number }) {
    return bare(await this.announcements.listByUser(user.id, query.pageSize ?? LIST_BY_USER_PAGE_SIZE));
  }
}
