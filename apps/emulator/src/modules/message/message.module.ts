import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnnouncementModule } from '../announcement';
import { DictModule } from '../dict';
import { UserEntity } from '../identity';
import { MessageTemplateEntity } from './entities/message-template.entity';
import { SysMessageEntity } from './entities/sys-message.entity';
import { MessageTemplateController } from './message-template.controller';
import { MessageSeeder } from './message.seeder';
import { MessageService } from './message.service';
import { SysMessageController } from './sys-message.controller';

/** Message templates and system messages; delivery goes through announcements and the notification socket. */
@Module({
  imports: [
    TypeOrmModule.forFeature([MessageTemplateEntity, SysMessageEntity, UserEntity]),
    DictModule,
    AnnouncementModule,
  ],
  controllers: [MessageTemplateController, SysMessageController],
  providers: [MessageService, MessageSeeder],
})
export class MessageModule {}
