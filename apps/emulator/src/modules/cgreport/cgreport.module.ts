import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict';
import { REPORT_TARGETS } from '../identity';
import { CgreportController } from './cgreport.controller';
import { CgreportSeeder } from './cgreport.seed';
import { CgreportService } from './cgreport.service';
import { CgreportHeadEntity, CgreportItemEntity, CgreportParamEntity } from './entities/cgreport.entities';
import { ReportRunner } from './report-runner';

/** Online reports (issue #15, contract §8.5). */
@Module({
  imports: [TypeOrmModule.forFeature([CgreportHeadEntity, CgreportItemEntity, CgreportParamEntity]), DictModule],
  controllers: [CgreportController],
  providers: [CgreportService, CgreportSeeder, ReportRunner, { provide: REPORT_TARGETS, useExisting: CgreportService }],
  // The access guard asks which report a request names (issue #29: a report's rows need its own grant).
  exports: [REPORT_TARGETS],
})
export class CgreportModule {}
