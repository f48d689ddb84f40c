import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { login as loginEndpoint, userList } from '@cropwatch/contract';
import { createApp, type EmulatorApp } from '../src/app.factory';
import { envelope, expectContract } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown route with HTTP 404 and the envelope', async () => {
    const res = await t.http.get('/jeecg-boot/sys/no/such/route');
    expect(res.status).toBe(404);
    const body = envelope(res);
    expect(body).toMatchObject({ success: false, code: 404, result: null });
    expect(body.message).toContain('/jeecg-boot/sys/no/such/route');
    expect((await t.http.get('/not-the-api')).status).toBe(404);
  });

  it('answers a wrong method with code 405 in an HTTP 200 envelope', async () => {
    const res = await t.http.get('/jeecg-boot/sys/login');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 405, message: '不支持GET请求方法，支持以下POST、' });
  });

  it('answers CORS pre-flights without authentication, echoing origin and headers', async () => {
    const res = await t.http
      .options('/jeecg-boot/sys/user/list')
      .set('Origin', 'http://console.example')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'x-access-token,tenant-id,x-sign,x-timestamp');
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': 'http://console.example',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET,POST,OPTIONS,PUT,DELETE',
      'access-control-allow-headers': 'x-access-token,tenant-id,x-sign,x-timestamp',
    });
    const simple = await t.http.post('/jeecg-boot/sys/login').set('Origin', 'http://console.example').send({});
    expect(simple.headers['access-control-allow-origin']).toBe('http://console.example');
  });

  it('routes as Express did: any case, a trailing slash, a path parameter of any length (issue #17, Fastify)', async () => {
    const wrongMethod = { success: false, code: 405, message: '不支持GET请求方法，支持以下POST、' };
    expect((await t.http.get('/jeecg-boot/SYS/Login')).body).toMatchObject(wrongMethod);
    expect((await t.http.get('/jeecg-boot/sys/login/')).body).toMatchObject(wrongMethod);
    // A table dictionary code with its condition runs past Fastify's default 100-character parameter: still routed
    // (to the token check, as the request is anonymous), not a 404.
    const code = `sys_user,realname,username,${'username like "a%" and '.repeat(8)}del_flag=0`;
    const res = await t.http.get(`/jeecg-boot/sys/dict/getDictItems/${encodeURIComponent(code)}`);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toMatchObject({ code: 401 });
    // The 405 answer matches paths as the router does.
    const post = await t.http.post(`/jeecg-boot/SYS/dict/getDictItems/${encodeURIComponent(code)}/`).send({});
    expect(post.body).toMatchObject({ success: false, code: 405, message: '不支持POST请求方法，支持以下GET、' });
  });

  it('never answers with a stack trace', async () => {
    const responses = await Promise.all([
      t.http.post('/jeecg-boot/sys/login').set('Content-Type', 'application/json').send('[[[['),
      t.http.post('/jeecg-boot/sys/sms').send({ mobile: { $ne: 1 }, smsmode: ['0'] }),
      t.http.get('/jeecg-boot/sys/randomImage/%E0%A4%A'),
      t.http.put('/jeecg-boot/sys/selectDepart').set('Content-Type', 'text/plain').send('x'),
    ]);
    for (const res of responses) {
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toMatch(/\n\s+at |node_modules|Error:/);
    }
  });
});

describe('data directory, seeding and the built console', () => {
  let dataDir: string;
  let dist: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cropwatch-emulator-data-'));
    dist = mkdtempSync(path.join(tmpdir(), 'cropwatch-console-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>CropWatch GPT</title>');
    writeFileSync(path.join(dist, 'config.json'), '{"apiBaseUrl":"/jeecg-boot"}');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  const start = (env: NodeJS.ProcessEnv) =>
    createApp({ env: { DATA_DIR: dataDir, CAPTCHA: 'off', CONSOLE_DIST: dist, ...env }, logger: false });

  it('seeds a file database once, honouring SEED_ADMIN_PASSWORD, and keeps it across restarts', async () => {
    const first = await start({ SEED_ADMIN_PASSWORD: 'Seeded-Admin-1' });
    const login = async (app: EmulatorApp, password: string) =>
      expectContract(
        loginEndpoint,
        (await request(app.getHttpServer()).post('/jeecg-boot/sys/login').send({ username: 'admin', password })).body,
      );
    expect((await login(first, 'Seeded-Admin-1')).success).toBe(true);
    expect((await login(first, '123456')).success).toBe(false);
    await first.close();

    expect(statSync(path.join(dataDir, 'cropwatch.sqlite')).isFile()).toBe(true);
    expect(statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);

    const second = await start({ SEED_ADMIN_PASSWORD: 'Another-2' });
    expect((await login(second, 'Seeded-Admin-1')).success).toBe(true);
    const users = await request(second.getHttpServer())
      .get('/jeecg-boot/sys/user/list')
      .set('X-Access-Token', (await login(second, 'Seeded-Admin-1')).result!.token);
    expect(expectContract(userList, users.body).result!.total).toBe(7);
    await second.close();
  });

  it('serves the console with history fallback, outside the API only', async () => {
    const app = await start({});
    const http = request(app.getHttpServer());
    try {
      const config = await http.get('/config.json');
      expect(config.status).toBe(200);
      expect(config.body).toEqual({ apiBaseUrl: '/jeecg-boot' });
      expect(config.headers['cache-control']).toBe('no-cache');
      expect((await http.get('/assets/app.js')).text).toBe('console.log(1)');
      for (const route of ['/', '/user/login', '/isystem/user', '/dashboard/analysis']) {
        const page = await http.get(route);
        expect(page.status).toBe(200);
        expect(page.text).toContain('<title>CropWatch GPT</title>');
      }
      expect((await http.get('/assets/missing.js')).status).toBe(404);
      const api = await http.get('/jeecg-boot/sys/unknown');
      expect(api.status).toBe(404);
      expect(api.body).toMatchObject({ success: false, code: 404 });
    } finally {
      await app.close();
    }
  });
});
