import { Global, Module } from '@nestjs/common';
import { QuartzJobRegistry } from './job-registry';

/** The job allow-list every module registers its jobs with and the quartz scheduler runs from. */
@Global()
@Module({ providers: [QuartzJobRegistry], exports: [QuartzJobRegistry] })
export class JobsModule {}
