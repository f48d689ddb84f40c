import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckRuleController } from './check-rule.controller';
import { CheckRuleSeeder } from './check-rule.seeder';
import { CheckRuleService } from './check-rule.service';
import { CheckRuleEntity } from './entities/check-rule.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CheckRuleEntity])],
  controllers: [CheckRuleController],
  providers: [CheckRuleService, CheckRuleSeeder],
})
export class CheckRuleModule {}
