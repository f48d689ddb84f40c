import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type MigrationInterface } from 'typeorm';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import { adaptDialect } from './postgres-dialect';

type Constructor<T = unknown> = new (...args: never[]) => T;

/**
 * TypeORM on better-sqlite3 (default) or PostgreSQL (`DB_TYPE=postgres`, issue #16). The schema comes from the
 * same migrations on both, run at start (under the startup lock on PostgreSQL); `synchronize` stays off.
 */
@Module({})
export class DatabaseModule {
  static forRoot(entities: Constructor[], migrations: Constructor<MigrationInterface>[]): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [EMULATOR_CONFIG],
          useFactory: (config: EmulatorConfig) => ({
            ...(config.dbType === 'postgres' ? postgres(config) : sqlite(config)),
            entities,
            migrations,
          }),
          dataSourceFactory: async (options) => adaptDialect(new DataSource(options!)).initialize(),
        }),
      ],
    };
  }
}

const common = {
  migrationsRun: true,
  synchronize: false,
  logging: process.env.DB_LOG_ERRORS ? ['error' as const] : false,
} as const;

function sqlite(config: EmulatorConfig) {
  return {
    ...common,
    type: 'better-sqlite3' as const,
    database: config.database,
    // WAL lets readers proceed while a write is in flight, and with synchronous=NORMAL a commit no
    // longer waits for fsync (still durable across process crashes); irrelevant for in-memory databases.
    prepareDatabase: (db: { pragma(source: string): unknown }) => {
      if (config.database !== ':memory:') {
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = NORMAL');
      }
    },
  };
}

/**
 * PostgreSQL through `pg`: `DATABASE_URL` or the PG* variables. Connections and statements give up after a few
 * seconds, so a database outage answers 503 quickly instead of hanging requests (see the health endpoint).
 */
function postgres(config: EmulatorConfig) {
  return {
    ...common,
    type: 'postgres' as const,
    url: config.databaseUrl,
    connectTimeoutMS: 3_000,
    extra: { max: 10, statement_timeout: 15_000, idleTimeoutMillis: 10_000 },
  };
}
