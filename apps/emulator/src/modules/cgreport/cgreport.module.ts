import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict/dict.module';
import { CgreportController } from './cgreport.controller';
import { CgreportSeeder } from './cgreport.seed';
import { CgreportService } from './cgreport.service';
import { CgreportHeadEntity, CgreportItemEntity, CgreportParamEntity } from './entities/cgreport.entities';
import { ReportRunner } from './report-runner';

/** Online reports (issue #15, contract §8.5). */
@Module({
  imports: [TypeOrmModule.forFeature([CgreportHeadEntity, CgreportItemEntity, CgreportParamEntity]), DictModule],
  controllers: [CgreportController],
  providers: [CgreportService, CgreportSeeder, ReportRunner],
})
export class CgreportModule {}
