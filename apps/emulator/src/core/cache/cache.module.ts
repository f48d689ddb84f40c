import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AfterQueryEvent, DataSource, EntitySubscriberInterface } from 'typeorm';
import {
  CACHE_INVALIDATION,
  type CacheInvalidation,
  LocalCacheInvalidation,
  writtenTables,
} from './cache-invalidation';

/** Every statement TypeORM runs (repositories, query builders, raw `query`, migrations) reports what it wrote. */
export class WriteSubscriber implements EntitySubscriberInterface {
  constructor(private readonly invalidation: CacheInvalidation) {}

  afterQuery(event: AfterQueryEvent): void {
    const tables = writtenTables(event.query);
    if (tables.length) this.invalidation.tablesWritten(tables);
  }
}

/** The read caches' invalidation (cache-invalidation.ts), wired to the data source's statements. */
@Global()
@Module({
  providers: [{ provide: CACHE_INVALIDATION, useFactory: () => new LocalCacheInvalidation() }],
  exports: [CACHE_INVALIDATION],
})
export class CacheModule implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CACHE_INVALIDATION) private readonly invalidation: CacheInvalidation,
  ) {}

  onModuleInit(): void {
    this.db.subscribers.push(new WriteSubscriber(this.invalidation));
  }
}
