import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserTokenEntity } from '../../core/auth/user-token.entity';
import { CaptchaEntity } from '../auth/entities/captcha.entity';
import { SmsCodeEntity } from '../auth/entities/sms-code.entity';
import { DictModule } from '../dict/dict.module';
import { LogRetentionJob } from '../log/log-retention.job';
import { LogModule } from '../log/log.module';
import { AnalysisDispatchRegistry } from './analysis-dispatch.registry';
import { QuartzJobLogEntity } from './entities/quartz-job-log.entity';
import { QuartzJobEntity } from './entities/quartz-job.entity';
import { QUARTZ_JOBS, QuartzJobRegistry, type QuartzJobHandler } from './job-registry';
import { AnalysisDispatchJob } from './jobs/analysis-dispatch.job';
import { DictCacheRefreshJob } from './jobs/dict-cache-refresh.job';
import { ExpiredTokenCleanJob } from './jobs/expired-token-clean.job';
import { SampleJob, SampleParamJob } from './jobs/sample.job';
import { QuartzSchedulerService } from './quartz-scheduler.service';
import { QUARTZ_TIME_ZONE, QUARTZ_TIMERS, realTimers, resolveSchedulerTimeZone } from './quartz-timers';
import { QuartzController } from './quartz.controller';
import { QuartzSeeder } from './quartz.seeder';
import { QuartzService } from './quartz.service';

/** The job classes the emulator can run (its "classpath"). */
const JOB_CLASSES = [
  SampleJob,
  SampleParamJob,
  DictCacheRefreshJob,
  ExpiredTokenCleanJob,
  AnalysisDispatchJob,
  LogRetentionJob,
];

/**
 * Scheduled jobs that really run. Other modules plug into it through the exports: the analysis module
 * registers its dispatcher with `AnalysisDispatchRegistry`.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([QuartzJobEntity, QuartzJobLogEntity, UserTokenEntity, CaptchaEntity, SmsCodeEntity]),
    DictModule,
    LogModule,
  ],
  controllers: [QuartzController],
  providers: [
    QuartzService,
    QuartzSchedulerService,
    QuartzJobRegistry,
    QuartzSeeder,
    AnalysisDispatchRegistry,
    ...JOB_CLASSES,
    { provide: QUARTZ_JOBS, inject: JOB_CLASSES, useFactory: (...jobs: QuartzJobHandler[]) => jobs },
    { provide: QUARTZ_TIMERS, useValue: realTimers },
    { provide: QUARTZ_TIME_ZONE, useFactory: () => resolveSchedulerTimeZone() },
  ],
  exports: [AnalysisDispatchRegistry, QuartzSchedulerService],
})
export class QuartzModule {}
