import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryEntity } from '../category';
import { FillRuleEntity, FillRuleSequenceEntity } from './entities/fill-rule.entity';
import { FillRuleController } from './fill-rule.controller';
import { FillRuleSeeder } from './fill-rule.seeder';
import { FillRuleService } from './fill-rule.service';

@Module({
  imports: [TypeOrmModule.forFeature([FillRuleEntity, FillRuleSequenceEntity, CategoryEntity])],
  controllers: [FillRuleController],
  providers: [FillRuleService, FillRuleSeeder],
})
export class FillRuleModule {}
