import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CropDataModule } from '../crop-data';
import { DictModule } from '../dict';
import { IdentityModule } from '../identity';
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
