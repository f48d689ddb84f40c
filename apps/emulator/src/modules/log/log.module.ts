import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LogEntity } from './entities/log.entity';
import { LogController } from './log.controller';
import { LogService } from './log.service';
import { OperationLogInterceptor } from './operation-log.interceptor';

@Module({
  imports: [TypeOrmModule.forFeature([LogEntity])],
  controllers: [LogController],
  providers: [LogService, { provide: APP_INTERCEPTOR, useClass: OperationLogInterceptor }],
  exports: [LogService],
})
export class LogModule {}
