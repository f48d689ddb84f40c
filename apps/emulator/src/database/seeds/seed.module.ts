import { Module } from '@nestjs/common';
import { SeedRunner } from './seed.runner';

@Module({ providers: [SeedRunner], exports: [SeedRunner] })
export class SeedModule {}
