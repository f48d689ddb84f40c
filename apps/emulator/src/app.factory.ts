import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication, LoggerService, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { type Clock, systemClock } from './core/clock/clock';
import { type EmulatorConfig, loadConfig } from './core/config/emulator.config';
import { withStartupLock } from './core/database/startup-lock';
import { JeecgExceptionFilter } from './core/errors/jeecg-exception.filter';
import { serveConsole } from './core/http/console-static';
import { CONTEXT_PATH } from './core/http/context-path';
import { EmulatorLogger } from './core/http/emulator.logger';
import { allowedMethods } from './core/http/route-table';
import { dataRuleScope } from './core/paging/data-rules';
import { SeedRunner } from './database/seeds/seed.runner';
import { LogSmsSender, type SmsSender } from './modules/auth/sms.sender';
import { seedDemo } from './modules/demo/demo-seed';

export interface CreateAppOptions {
  /** Environment to read the configuration from (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  /** Settings that win over the environment (tests: `database: ':memory:'`, short lifetimes). */
  config?: Partial<EmulatorConfig>;
  clock?: Clock;
  smsSender?: SmsSender;
  logger?: LoggerService | LogLevel[] | false;
}

/** Largest JSON or form body accepted; bigger ones get a clean error envelope. */
const BODY_LIMIT = '1mb';

/**
 * Builds the emulator, ready to `listen` (or to be driven in-process by supertest): migrations applied,
 * seed loaded into an empty database, console served when its build exists. Used by `main.ts`, the tests
 * and tools/contract-coverage.ts.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const fromEnv = loadConfig(options.env ?? process.env);
  const config: EmulatorConfig = { ...fromEnv, ...options.config };
  if (options.config?.dataDir && !options.config.database)
    config.database = path.join(config.dataDir, 'cropwatch.sqlite');
  mkdirSync(config.dataDir, { recursive: true });

  // On PostgreSQL several instances may start at once: migrations, seeders and the seed run one instance at a time.
  return withStartupLock(config, () => buildApp(options, config));
}

async function buildApp(options: CreateAppOptions, config: EmulatorConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({
      config,
      clock: options.clock ?? systemClock,
      smsSender: options.smsSender ?? new LogSmsSender(),
    }),
    { logger: options.logger ?? new EmulatorLogger(), bodyParser: false },
  );
  app.disable('x-powered-by');
  // No ETag on API answers (JeecgBoot sends none): Express would hash every JSON body for it (issue #17). The
  // console's files keep theirs (console-static.ts).
  app.set('etag', false);
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: false });
  // After the body parsers (they resume in the socket's context): guards and handlers see this request's data rules.
  app.use(dataRuleScope);
  // JwtFilter's CORS: echo the origin and the requested headers, allow credentials (contract §1.2).
  app.enableCors({
    origin: true,
    credentials: true,
    methods: 'GET,POST,OPTIONS,PUT,DELETE',
    optionsSuccessStatus: 200,
  });
  app.setGlobalPrefix(CONTEXT_PATH.slice(1));
  if (config.consoleDist) serveConsole(app, config.consoleDist);
  app.useGlobalFilters(new JeecgExceptionFilter((p) => allowedMethods(app, p)));
  await app.init();
  const seeded = await app.get(SeedRunner).run();
  // The living demo (issue #18) on the first start of `npm start` / `npm run dev` (they set SEED_DEMO=on).
  if (seeded && isOn((options.env ?? process.env).SEED_DEMO)) await seedDemo(app);
  return app;
}

const isOn = (value: string | undefined) => !!value && ['on', 'true', '1', 'yes'].includes(value.toLowerCase());

export type { INestApplication };
