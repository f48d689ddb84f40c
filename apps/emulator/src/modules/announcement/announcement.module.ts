import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict';
import { AccountFactsModule, IdentityModule, UserEntity } from '../identity';
import { WebsocketModule } from '../websocket';
import { AnnouncementSendController } from './announcement-send.controller';
import { AnnouncementController } from './announcement.controller';
import { AnnouncementSeed } from './announcement.seed';
import { AnnouncementService } from './announcement.service';
import { AnnouncementSendEntity } from './entities/announcement-send.entity';
import { AnnouncementEntity } from './entities/announcement.entity';

/** Announcements, their per-user read state and the pushes that announce them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AnnouncementEntity, AnnouncementSendEntity, UserEntity]),
    IdentityModule,
    AccountFactsModule,
    DictModule,
    WebsocketModule,
  ],
  controllers: [AnnouncementController, AnnouncementSendController],
  providers: [AnnouncementSeed, AnnouncementService],
  exports: [AnnouncementService],
})
export class AnnouncementModule {}
