import { Module } from '@nestjs/common';
import { DuplicateController } from './duplicate.controller';
import { DuplicateService } from './duplicate.service';

/** The unique-value check of the console's forms (`/sys/duplicate/check`, contract §8.3). */
@Module({ controllers: [DuplicateController], providers: [DuplicateService] })
export class DuplicateModule {}
