// Issue #17 §4 spike: NestJS 11 on Express against @nestjs/platform-fastify 11 on the emulator's read path, without
// the emulator's code, so only the HTTP adapter differs. One Nest app of the emulator's shape (global prefix, CORS,
// body parsers, ~390 routes, four global guards that read route metadata and hash like the token, access,
// signature and validation guards, no interceptor, the getDictItems body as the answer) runs on each adapter in
// its own process, next to the bare node:http server, back to back, alternating, 10 connections each.
//
// @nestjs/platform-fastify is not a dependency of the project: install the spike's packages in a scratch folder and
// point SPIKE_MODULES at it:
//   mkdir -p /tmp/spike && cd /tmp/spike && npm init -y && npm i @nestjs/core@11.2.10 @nestjs/common@11.2.10 \
//     @nestjs/platform-express@11.2.10 @nestjs/platform-fastify@11.2.8 reflect-metadata rxjs
//   SPIKE_MODULES=/tmp/spike node tools/bench/emulator-adapter-spike.mjs [seconds] [rounds]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, stop } from '../lib/process.mjs';
import { load } from './emulator-load.mjs';

const BODY = JSON.stringify({
  success: true,
  message: '',
  code: 0,
  result: [
    { value: '1', text: '男', color: null, jsonObject: null, label: '男', title: '男' },
    { value: '2', text: '女', color: null, jsonObject: null, label: '女', title: '女' },
  ],
  timestamp: 1796000000000,
});
const ROUTE = '/jeecg-boot/sys/dict/getDictItems/sex';

/** The child: one Nest app on `adapter` (express | fastify), prints its port. */
async function serve(adapter) {
  const require = createRequire(path.join(process.env.SPIKE_MODULES, 'package.json'));
  require('reflect-metadata');
  const { Controller, Get, Module, SetMetadata } = require('@nestjs/common');
  const { APP_GUARD, NestFactory, Reflector } = require('@nestjs/core');
  const KEY = 'spike:endpoint';
  const sessions = new Map([[createHash('sha256').update('token').digest('hex'), { username: 'admin' }]]);
  const guard = (check) => ({
    useFactory: (reflector) => ({
      canActivate(context) {
        const endpoint = reflector.get(KEY, context.getHandler());
        return !endpoint || check(context.switchToHttp().getRequest(), endpoint);
      },
    }),
    inject: [Reflector],
    provide: APP_GUARD,
  });
  const header = (req, name) => req.headers[name];
  const controllers = [];
  // SPIKE_ROUTES: how many routes besides getDictItems (default 390, the emulator's count), half before it.
  const perController = Math.ceil(Number(process.env.SPIKE_ROUTES ?? 390) / 13);
  for (let c = 0; c < 13; c += 1) {
    class Routes {}
    const methods = c === 6 ? ['dict'] : [];
    for (let r = 0; r < perController; r += 1) methods.push(`r${r}`);
    for (const name of methods) {
      Routes.prototype[name] = function handler() {
        return JSON.parse(BODY);
      };
      const descriptor = Object.getOwnPropertyDescriptor(Routes.prototype, name);
      const routePath = name === 'dict' ? 'sys/dict/getDictItems/:dictCode' : `sys/area${c}/${name}/list`;
      Get(routePath)(Routes.prototype, name, descriptor);
      SetMetadata(KEY, { path: routePath, auth: true })(Routes.prototype, name, descriptor);
    }
    Controller()(Routes);
    controllers.push(Routes);
  }
  class AppModule {}
  Module({
    controllers,
    providers: [
      guard((req) =>
        sessions.has(
          createHash('sha256')
            .update(String(header(req, 'x-access-token')))
            .digest('hex'),
        ),
      ),
      guard((req, endpoint) => endpoint.auth === true && req.params !== undefined),
      guard(
        (req) =>
          createHash('md5')
            .update(`{}${String(header(req, 'x-timestamp'))}`)
            .digest('hex').length === 32,
      ),
      guard((req) => typeof req.query === 'object'),
    ],
  })(AppModule);
  let app;
  if (adapter === 'fastify') {
    const { FastifyAdapter } = require('@nestjs/platform-fastify');
    app = await NestFactory.create(AppModule, new FastifyAdapter(), { logger: false });
  } else {
    app = await NestFactory.create(AppModule, { logger: false });
    app.getHttpAdapter().getInstance().disable('x-powered-by');
  }
  app.enableCors({ origin: true, credentials: true });
  app.setGlobalPrefix('jeecg-boot');
  await app.listen(0, '127.0.0.1');
  console.log(JSON.stringify({ port: app.getHttpServer().address().port }));
}

async function child(args, env = {}) {
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const port = await new Promise((resolve, reject) => {
    proc.stdout.once('data', (chunk) => resolve(JSON.parse(String(chunk)).port));
    proc.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  return { proc, url: `http://127.0.0.1:${port}${ROUTE}` };
}

const self = fileURLToPath(import.meta.url);
if (process.argv[2] === '--serve') {
  await serve(process.argv[3]);
} else {
  if (!process.env.SPIKE_MODULES) throw new Error('set SPIKE_MODULES (see the head of this file)');
  const seconds = Number(process.argv[2] ?? 6);
  const rounds = Number(process.argv[3] ?? 2);
  const headers = { 'X-Access-Token': 'token', 'X-Sign': 'x', 'X-TIMESTAMP': String(Date.now()) };
  const rows = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? ['fastify', 'express'] : ['express', 'fastify'];
    for (const adapter of order) {
      const nest = await child([self, '--serve', adapter]);
      const check = await fetch(nest.url, { headers });
      if ((await check.text()) !== BODY) throw new Error(`${adapter} answered another body`);
      const result = await load(nest.url, headers, seconds);
      await stop(nest.proc);
      const bare = await child(['tools/bench/bare-server.mjs'], { BENCH_BODY: BODY });
      const baseline = await load(bare.url, {}, seconds);
      await stop(bare.proc);
      rows.push({
        round,
        adapter,
        'req/s': result.requestsPerSecond,
        'p99 ms': result.p99Ms,
        'bare req/s': baseline.requestsPerSecond,
        ratio: Number((result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
        load: os.loadavg()[0].toFixed(2),
      });
    }
  }
  console.table(rows);
}
