import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../identity';
import { LogModule } from '../log';
import { WebsocketModule } from '../websocket';
import { OnlineController } from './online.controller';
import { OnlineService } from './online.service';

/** Online users and force logout (issue #12). */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), LogModule, WebsocketModule],
  controllers: [OnlineController],
  providers: [OnlineService],
})
export class OnlineModule {}
