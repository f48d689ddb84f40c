import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict';
import { QuartzJobLogEntity } from './entities/quartz-job-log.entity';
import { QuartzJobEntity } from './entities/quartz-job.entity';
import { SampleJob, SampleParamJob } from './jobs/sample.job';
import { QuartzSchedulerService } from './quartz-scheduler.service';
import { QUARTZ_TIME_ZONE, QUARTZ_TIMERS, realTimers, resolveSchedulerTimeZone } from './quartz-timers';
import { QuartzController } from './quartz.controller';
import { QuartzSeeder } from './quartz.seeder';
import { QuartzService } from './quartz.service';

/**
 * Scheduled jobs that really run. The job classes (the emulator's "classpath") are `QuartzJobRegistry` of core:
 * each lives with the module it serves and registers itself (the samples here; the dictionary refresh in dict,
 * the expired-token clean-up in auth, the analysis dispatch in analysis, the log retention in log).
 */
@Module({
  imports: [TypeOrmModule.forFeature([QuartzJobEntity, QuartzJobLogEntity]), DictModule],
  controllers: [QuartzController],
  providers: [
    QuartzService,
    QuartzSchedulerService,
    QuartzSeeder,
    SampleJob,
    SampleParamJob,
    { provide: QUARTZ_TIMERS, useValue: realTimers },
    { provide: QUARTZ_TIME_ZONE, useFactory: () => resolveSchedulerTimeZone() },
  ],
  exports: [QuartzSchedulerService],
})
export class QuartzModule {}
