import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { MigrationInterface } from 'typeorm';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';

type Constructor<T = unknown> = new (...args: never[]) => T;

/**
 * TypeORM on better-sqlite3. The schema comes from migrations, run at start; `synchronize` stays off so
 * the same migrations can later drive PostgreSQL.
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
            type: 'better-sqlite3' as const,
            database: config.database,
            entities,
            migrations,
            migrationsRun: true,
            synchronize: false,
            logging: false,
            // WAL lets readers proceed while a write is in flight, and with synchronous=NORMAL a commit no
            // longer waits for fsync (still durable across process crashes); irrelevant for in-memory databases.
            prepareDatabase: (db: { pragma(source: string): unknown }) => {
              if (config.database !== ':memory:') {
                db.pragma('journal_mode = WAL');
                db.pragma('synchronous = NORMAL');
              }
            },
          }),
        }),
      ],
    };
  }
}
