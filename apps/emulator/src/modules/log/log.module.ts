import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OPERATION_LOG } from '../../core/http/operation-log.hook';
import { LogEntity } from './entities/log.entity';
import { LogRetentionJob } from './log-retention.job';
import { LogController } from './log.controller';
import { LogService } from './log.service';
import { LoginLogSeed } from './login-log.seed';
import { OperationLogInterceptor } from './operation-log.interceptor';

/**
 * Global: `ContractRoute` binds core's `OperationLogHook` to the write handlers of every module, and Nest builds
 * it in each controller's module, so the `OPERATION_LOG` interceptor it delegates to must be visible there.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([LogEntity])],
  controllers: [LogController],
  providers: [LogRetentionJob, LoginLogSeed, LogService, { provide: OPERATION_LOG, useClass: OperationLogInterceptor }],
  exports: [LogService, OPERATION_LOG],
})
export class LogModule {}
