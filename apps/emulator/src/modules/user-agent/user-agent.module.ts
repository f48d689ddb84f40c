import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserAgentEntity } from './entities/user-agent.entity';
import { UserAgentController } from './user-agent.controller';
import { UserAgentService } from './user-agent.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserAgentEntity])],
  controllers: [UserAgentController],
  providers: [UserAgentService],
})
export class UserAgentModule {}
