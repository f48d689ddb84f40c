import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AfterQueryEvent,
  DataSource,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { CLUSTER_BUS, type ClusterBus } from '../cluster/cluster-bus';
import {
  CACHE_INVALIDATION,
  type CacheInvalidation,
  SharedCacheInvalidation,
  writtenTables,
} from './cache-invalidation';

/**
 * Every statement TypeORM runs (repositories, query builders, raw `query`, migrations) reports what it wrote, at
 * once; a write inside a transaction is reported again when the transaction ends, because another instance may
 * have read the old rows again between the statement and the commit.
 */
export class WriteSubscriber implements EntitySubscriberInterface {
  private readonly inTransaction = new WeakMap<QueryRunner, Set<string>>();

  constructor(private readonly invalidation: CacheInvalidation) {}

  afterQuery(event: AfterQueryEvent): void {
    const tables = writtenTables(event.query);
    if (!tables.length) return;
    this.invalidation.tablesWritten(tables);
    const runner = event.queryRunner;
    if (!runner?.isTransactionActive) return;
    const pending = this.inTransaction.get(runner) ?? new Set<string>();
    for (const table of tables) pending.add(table);
    this.inTransaction.set(runner, pending);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  private transactionEnded(runner: QueryRunner): void {
    const pending = this.inTransaction.get(runner);
    if (!pending) return;
    this.inTransaction.delete(runner);
    this.invalidation.tablesWritten([...pending]);
  }
}

/** The read caches' invalidation (cache-invalidation.ts), wired to the data source's statements. */
@Global()
@Module({
  providers: [
    {
      provide: CACHE_INVALIDATION,
      inject: [CLUSTER_BUS],
      useFactory: (bus: ClusterBus) => new SharedCacheInvalidation(bus),
    },
  ],
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
