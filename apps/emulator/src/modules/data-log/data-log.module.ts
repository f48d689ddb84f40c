import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataLogController } from './data-log.controller';
import { DataLogService } from './data-log.service';
import { DataLogEntity } from './entities/data-log.entity';

/** Versioned snapshots of logged records; global so the logged modules inject `DataLogService` without imports. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([DataLogEntity])],
  controllers: [DataLogController],
  providers: [DataLogService],
  exports: [DataLogService],
})
export class DataLogModule {}
