import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CropDataModule } from '../crop-data/crop-data.module';
import { DictModule } from '../dict/dict.module';
import { IdentityModule } from '../identity/identity.module';
import { CropTaskController } from './crop-task.controller';
import { CropTaskService } from './crop-task.service';
import { CropTaskEntity } from './entities/crop-task.entity';

/** Crop tasks on a map (issue #7): areas of interest and their summaries from the crop tables. */
@Module({
  imports: [TypeOrmModule.forFeature([CropTaskEntity]), CropDataModule, DictModule, IdentityModule],
  controllers: [CropTaskController],
  providers: [CropTaskService],
  exports: [CropTaskService],
})
export class CropTaskModule {}
