import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../identity/entities/user.entity';
import { LogModule } from '../log/log.module';
import { WebsocketModule } from '../websocket/websocket.module';
import { OnlineController } from './online.controller';
import { OnlineService } from './online.service';

/** Online users and force logout (issue #12). */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), LogModule, WebsocketModule],
  controllers: [OnlineController],
  providers: [OnlineService],
})
export class OnlineModule {}
