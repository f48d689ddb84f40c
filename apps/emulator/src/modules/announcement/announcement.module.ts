import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict/dict.module';
import { UserModule } from '../user/user.module';
import { AnnouncementController } from './announcement.controller';
import { AnnouncementService } from './announcement.service';
import { AnnouncementSendEntity } from './entities/announcement-send.entity';
import { AnnouncementEntity } from './entities/announcement.entity';

@Module({
  imports: [TypeOrmModule.forFeature([AnnouncementEntity, AnnouncementSendEntity]), UserModule, DictModule],
  controllers: [AnnouncementController],
  providers: [AnnouncementService],
})
export class AnnouncementModule {}
