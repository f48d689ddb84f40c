import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseQueryString } from 'node:querystring';
import type { INestApplication, LoggerService, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { type Clock, systemClock } from './core/clock/clock';
import { type EmulatorConfig, loadConfig } from './core/config/emulator.config';
import { withStartupLock } from './core/database/startup-lock';
import { JeecgExceptionFilter } from './core/errors/jeecg-exception.filter';
import { serveConsole } from './core/http/console-static';
import { CONTEXT_PATH } from './core/http/context-path';
import { EmulatorLogger } from './core/http/emulator.logger';
import { registerFastifyHttp } from './core/http/fastify-http';
import { allowedMethods, recordRoutes, ROUTE_MATCHING } from './core/http/route-table';
import { SeedRunner } from './core/seed/seed.runner';
import { LogSmsSender, type SmsSender } from './modules/auth/sms.sender';
import { seedDemo } from './modules/demo/demo-seed';
import { registerHttpTrace } from './modules/monitor/http-trace.hook';

export interface CreateAppOptions {
  /** Environment to read the configuration from (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  /** Settings that win over the environment (tests: `database: ':memory:'`, short lifetimes). */
  config?: Partial<EmulatorConfig>;
  clock?: Clock;
  smsSender?: SmsSender;
  logger?: LoggerService | LogLevel[] | false;
}

/** Largest JSON or form body accepted (1 MiB, as Express's '1mb'); bigger ones get a clean error envelope. */
const BODY_LIMIT = 1024 * 1024;

/** The application the factory builds: NestJS on Fastify (issue #17, target 4). */
export type EmulatorApp = NestFastifyApplication;

/**
 * Builds the emulator, ready to `listen` (or to be driven in-process by supertest): migrations applied,
 * seed loaded into an empty database, console served when its build exists. Used by `main.ts`, the tests
 * and tools/contract-coverage.ts.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<EmulatorApp> {
  const fromEnv = loadConfig(options.env ?? process.env);
  const config: EmulatorConfig = { ...fromEnv, ...options.config };
  if (options.config?.dataDir && !options.config.database)
    config.database = path.join(config.dataDir, 'cropwatch.sqlite');
  mkdirSync(config.dataDir, { recursive: true });

  // On PostgreSQL several instances may start at once: migrations, seeders and the seed run one instance at a time.
  return withStartupLock(config, () => buildApp(options, config));
}

async function buildApp(options: CreateAppOptions, config: EmulatorConfig): Promise<EmulatorApp> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    // Express's path matching (ROUTE_MATCHING) and Express 5's "simple" query parser (Node's querystring:
    // repeated keys become arrays, `a[b]` stays a key).
    routerOptions: { ...ROUTE_MATCHING, querystringParser: (s) => parseQueryString(s) },
    // No Nest middleware is used (the request trace and the console are Fastify hooks): no middie on every request.
    skipMiddie: true,
  });
  // Before any route exists: the route table (405 answers, contract coverage) is read from Fastify's routes.
  recordRoutes(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({
      config,
      clock: options.clock ?? systemClock,
      smsSender: options.smsSender ?? new LogSmsSender(),
    }),
    adapter,
    { logger: options.logger ?? new EmulatorLogger(), bodyParser: false },
  );
  // JSON and form bodies as Express's parsers read them, multipart left to the upload interceptors, any other
  // body ignored; and the data rules' request scope (fastify-http.ts).
  registerFastifyHttp(app, BODY_LIMIT);
  registerHttpTrace(app);
  // JwtFilter's CORS: echo the origin and the requested headers, allow credentials (contract §1.2).
  app.enableCors({
    origin: true,
    credentials: true,
    methods: 'GET,POST,OPTIONS,PUT,DELETE',
    optionsSuccessStatus: 200,
    // Like Express's cors: every OPTIONS is answered as a pre-flight, with or without Access-Control-Request-Method.
    strictPreflight: false,
  });
  app.setGlobalPrefix(CONTEXT_PATH.slice(1));
  if (config.consoleDist) serveConsole(app, config.consoleDist);
  app.useGlobalFilters(new JeecgExceptionFilter((p) => allowedMethods(app, p)));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const seeded = await app.get(SeedRunner).run();
  // The living demo (issue #18) on the first start of `npm start` / `npm run dev` (they set SEED_DEMO=on).
  if (seeded && isOn((options.env ?? process.env).SEED_DEMO)) await seedDemo(app);
  return app;
}

const isOn = (value: string | undefined) => !!value && ['on', 'true', '1', 'yes'].includes(value.toLowerCase());

export type { INestApplication };
