import { Global, Module } from '@nestjs/common';
import { SeedRunner } from './seed.runner';

/** The first-start seed runner; each module registers its own step (`FirstStartSeed`). */
@Global()
@Module({ providers: [SeedRunner], exports: [SeedRunner] })
export class SeedModule {}
