// Multi-instance tests (issue #16): three built emulators on one PostgreSQL and one Redis behind haproxy, started
// by the same launcher as `npm run cluster`. Needs `npx nx run emulator:build` and Debian's postgresql,
// redis-server and haproxy (.ci/run installs them).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signHeaders } from '@cropwatch/testing';
import { findBinaries, startCluster, startRedis } from '../lib/cluster.mjs';
import { stop } from '../lib/process.mjs';
import { redisCommands } from '../lib/redis-ping.mjs';

type Cluster = Awaited<ReturnType<typeof startCluster>>;
interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
}

const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';
const SEEDED_DRAFT_ANNOUNCEMENT = '1256486502931722246';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cluster: Cluster;
let dataRoot: string;
let dataDir: string;
let a: string;
let b: string;
let c: string;

async function call<T = unknown>(
  base: string,
  p: string,
  {
    method = 'GET',
    token,
    body,
    query = {},
    signed = false,
  }: {
    method?: string;
    token?: string;
    body?: object;
    query?: Record<string, string>;
    signed?: boolean;
  } = {},
): Promise<Envelope<T> & { servedBy: string | null; status: number }> {
  const url = new URL(`${base}/jeecg-boot${p}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['X-Access-Token'] = token;
  if (signed) Object.assign(headers, signHeaders(p, query));
  const res = await fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return { ...((await res.json()) as Envelope<T>), servedBy: res.headers.get('x-served-by'), status: res.status };
}

/** A captcha issued by `base`, its code read from the shared Redis. */
async function captcha(base: string): Promise<{ checkKey: string; captcha: string }> {
  const checkKey = `k${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  expect((await call(base, `/sys/randomImage/${checkKey}`)).success).toBe(true);
  const code = await redisCommands(cluster.redis.port, 'GET', `cropwatch:captcha:${checkKey}`);
  // A bulk reply: "$4\r\nabcd".
  return { checkKey, captcha: code.split('\r\n')[1] };
}

async function login(base: string, username: string, password = '123456', check = base) {
  return call<{ token: string }>(base, '/sys/login', {
    method: 'POST',
    body: { username, password, ...(await captcha(check)) },
  });
}

async function signIn(base: string, username: string): Promise<string> {
  const res = await login(base, username);
  if (!res.success) throw new Error(`sign-in of ${username} on ${base} failed: ${res.message}`);
  // Sign-ins of one user within a second share a token: the next one gets its own.
  await sleep(1100);
  return res.result.token;
}

/** A WebSocket on an instance, its JSON frames collected. */
async function socket(url: string, protocol?: string) {
  const ws = new WebSocket(url, protocol);
  const frames: Record<string, unknown>[] = [];
  ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = async (match: (f: Record<string, unknown>) => boolean, timeoutMs = 1000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const frame = frames.find(match);
      if (frame) return frame;
      await sleep(20);
    }
    throw new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames).slice(0, 300)}`);
  };
  return { ws, frames, next, send: (frame: object) => ws.send(JSON.stringify(frame)) };
}

const wsUrl = (base: string, p: string) => `${base.replace('http', 'ws')}/jeecg-boot${p}`;

const asRoot = process.getuid?.() === 0;

beforeAll(async () => {
  // Laid out as `DATA_DIR=$(mktemp -d) npm run cluster` does: DATA_DIR is 0700 and the cluster lives in its
  // `cluster` folder (issue #30: as root, initdb, run as `postgres`, could not enter DATA_DIR).
  dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cropwatch-cluster-'));
  dataDir = path.join(dataRoot, 'cluster');
  cluster = await startCluster({
    dataDir,
    dataRoot,
    instances: 3,
    // Claims of a killed instance lapse after 3 s (30 s by default), so the analysis test stays short.
    env: { CAPTCHA: 'on', OPERATION_LOG: 'off', ANALYSIS_CLAIM_MS: '3000' },
  });
  [a, b, c] = cluster.instances.map((i) => i.url);
});

afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(dataRoot, { recursive: true, force: true });
});

describe('the data folder', () => {
  it.runIf(asRoot)('starts as root in a DATA_DIR only root may enter, opening it for traversal only', () => {
    // mkdtemp made it 0700; the cluster above started in it. It is now passable (o+x), still not listable.
    expect(fs.statSync(dataRoot).mode & 0o777).toBe(0o701);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'data', 'PG_VERSION'))).toBe(true);
  });

  it.runIf(asRoot)(
    'refuses at once, saying what to change, when a folder above DATA_DIR stops the server user',
    async () => {
      const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'cropwatch-closed-'));
      try {
        const root = path.join(outer, 'data');
        const started = Date.now();
        await expect(
          startCluster({ dataDir: path.join(root, 'cluster'), dataRoot: root, instances: 1 }),
        ).rejects.toThrow(new RegExp(`"postgres" cannot enter ${outer} \\(mode 0700\\).*chmod o\\+x ${outer}`));
        expect(Date.now() - started).toBeLessThan(5_000);
        // Nothing was started or opened: no database folder, and the folder above is as it was.
        expect(fs.existsSync(path.join(root, 'cluster', 'postgres'))).toBe(false);
        expect(fs.statSync(outer).mode & 0o777).toBe(0o700);
      } finally {
        fs.rmSync(outer, { recursive: true, force: true });
      }
    },
  );
});

describe('three instances behind haproxy', () => {
  it('balances requests over the three instances', async () => {
    const served = new Set<string | null>();
    for (let i = 0; i < 6; i++)
      served.add((await call(cluster.url, '/sys/user/checkOnlyUser', { query: { username: 'x' } })).servedBy);
    expect([...served].sort()).toEqual(['a', 'b', 'c']);
  });

  it('accepts a token signed in through A on B and C, and refuses it on A at once after a logout on C', async () => {
    const token = await signIn(a, 'admin');
    for (const base of [b, c, cluster.url]) {
      const res = await call(base, '/sys/permission/getUserPermissionByToken', { token });
      expect(res).toMatchObject({ success: true });
    }
    // The session is a Redis key (its token's SHA-256), shared by every instance.
    const key = `cropwatch:session:${createHash('sha256').update(token).digest('hex')}`;
    expect(await redisCommands(cluster.redis.port, 'EXISTS', key)).toBe(':1');
    expect((await call(c, '/sys/logout', { method: 'POST', token })).success).toBe(true);
    expect(await redisCommands(cluster.redis.port, 'EXISTS', key)).toBe(':0');
    for (const base of [a, b]) {
      const res = await call(base, '/sys/permission/getUserPermissionByToken', { token });
      expect(res.status).toBe(401);
    }
  });

  it('checks a captcha issued by A when the sign-in reaches B, once', async () => {
    const issued = await captcha(a);
    const first = await call<{ token: string }>(b, '/sys/login', {
      method: 'POST',
      body: { username: 'analyst', password: '123456', ...issued },
    });
    expect(first.success).toBe(true);
    const replay = await call(c, '/sys/login', {
      method: 'POST',
      body: { username: 'analyst', password: '123456', ...issued },
    });
    expect(replay).toMatchObject({ success: false, code: 412, message: '验证码错误' });
  });

  it('locks an account after wrong passwords spread over the three instances', async () => {
    for (const base of [a, b, c, a, b, c]) {
      const res = await login(base, 'viewer', 'wrong-password');
      expect(res.success).toBe(false);
    }
    const res = await login(c, 'viewer');
    expect(res).toMatchObject({ success: false, message: '该用户登录失败次数过多，请于10分钟后再次登录！' });
  });

  it('delivers an announcement published on B to a socket held by C within a second', async () => {
    const token = await signIn(a, 'admin');
    const ws = new WebSocket(`${c.replace('http', 'ws')}/jeecg-boot/websocket/${ADMIN_ID}`, token);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const frames: { text: string; at: number }[] = [];
    ws.on('message', (data: Buffer) => frames.push({ text: data.toString('utf8'), at: Date.now() }));
    const sent = Date.now();
    const res = await call(b, '/sys/annountCement/doReleaseData', { token, query: { id: SEEDED_DRAFT_ANNOUNCEMENT } });
    expect(res).toMatchObject({ success: true });
    const deadline = sent + 1000;
    while (!frames.some((f) => f.text.includes(SEEDED_DRAFT_ANNOUNCEMENT)) && Date.now() < deadline) await sleep(20);
    ws.close();
    const frame = frames.find((f) => f.text.includes(SEEDED_DRAFT_ANNOUNCEMENT));
    expect(frame, 'no announcement frame on C within 1 s').toBeDefined();
    expect(frame!.at - sent).toBeLessThanOrEqual(1000);
  });

  it('relays a vxeSocket table update from A to a vxe socket on C', async () => {
    const token = await signIn(b, 'admin');
    const onA = await socket(wsUrl(a, `/vxeSocket/${ADMIN_ID}/page-a`), token);
    const onC = await socket(wsUrl(c, `/vxeSocket/${ADMIN_ID}/page-c`), token);
    const update = { type: 'update_vxe_table', data: { socketKey: 'vxe-default', args: [{ id: '1' }, 'cluster'] } };
    onA.send(update);
    expect(await onC.next((f) => f.type === 'update_vxe_table')).toEqual(update);
    onA.ws.close();
    onC.ws.close();
  });

  it('resets a chat socket on B when a socket on C opens the same session (tickets issued by another instance)', async () => {
    const token = await signIn(c, 'admin');
    const session = await call<{ id: string }>(a, '/chat/session/add', { method: 'POST', token, body: {} });
    expect(session).toMatchObject({ success: true });
    const ticket = async (base: string) =>
      (await call<{ token: string }>(base, '/sys/getGptSocketToken', { token })).result.token;
    // Tickets from A and B, upgrades on B and C: Redis carries them.
    const first = await socket(wsUrl(b, `/chat/socket?token=${await ticket(a)}`));
    first.send({ type: 'open', sessionId: session.result.id });
    await first.next((f) => f.type === 'opened');
    const second = await socket(wsUrl(c, `/chat/socket?token=${await ticket(b)}`));
    second.send({ type: 'open', sessionId: session.result.id });
    await second.next((f) => f.type === 'opened');
    expect(await first.next((f) => f.type === 'reset')).toEqual({
      type: 'reset',
      reason: 'multiple-clients',
      sessionId: session.result.id,
    });
    first.ws.close();
    second.ws.close();
  });

  it("shows a dictionary edit made on A in B's next getDictItems", async () => {
    const token = await signIn(a, 'admin');
    const dicts = await call<{ records: { id: string }[] }>(a, '/sys/dict/list', { token, query: { dictCode: 'sex' } });
    const dictId = dicts.result.records[0].id;
    const items = await call<{ records: { id: string; itemValue: string; itemText: string }[] }>(
      a,
      '/sys/dictItem/list',
      {
        token,
        query: { dictId },
      },
    );
    const item = items.result.records.find((i) => i.itemValue === '1')!;
    // B reads it first, so a cache on B (if any) holds the old text.
    const before = await call<{ value: string; text: string }[]>(b, '/sys/dict/getDictItems/sex', {
      token,
      signed: true,
    });
    expect(before.result.find((i) => i.value === '1')?.text).toBe(item.itemText);
    const text = `男-${Date.now() % 100000}`;
    const edit = await call(a, '/sys/dictItem/edit', {
      method: 'PUT',
      token,
      body: { id: item.id, dictId, itemText: text, itemValue: '1' },
    });
    expect(edit).toMatchObject({ success: true });
    const after = await call<{ value: string; text: string }[]>(b, '/sys/dict/getDictItems/sex', {
      token,
      signed: true,
    });
    expect(after.result.find((i) => i.value === '1')?.text).toBe(text);
  });

  it('runs a job firing every 2 s exactly once per fire, and the log names the instance of each run', async () => {
    const token = await signIn(a, 'admin');
    const description = `cluster-${Date.now()}`;
    const add = await call(a, '/sys/quartzJob/add', {
      method: 'POST',
      token,
      body: {
        jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
        cronExpression: '0/2 * * * * ?',
        description,
        status: 0,
      },
    });
    expect(add).toMatchObject({ success: true });
    const list = await call<{ records: { id: string; description: string }[] }>(b, '/sys/quartzJob/list', {
      token,
      query: { description },
    });
    const jobId = list.result.records.find((r) => r.description === description)!.id;
    await sleep(12_000);
    // Paused through C: no instance runs it afterwards.
    expect((await call(c, '/sys/quartzJob/pause', { token, query: { id: jobId } })).success).toBe(true);
    await sleep(500);
    const log = async () =>
      (
        await call<{ records: { startTime: string; status: string; trigger: string; instance: string | null }[] }>(
          b,
          '/sys/quartzJob/runLog',
          { token, query: { jobId, pageSize: '100' } },
        )
      ).result.records;
    const runs = await log();
    expect(runs.length).toBeGreaterThanOrEqual(5);
    expect(runs.length).toBeLessThanOrEqual(7);
    expect(runs.every((r) => r.trigger === 'schedule' && r.status === 'success')).toBe(true);
    // One run per fire: every start falls in its own even second.
    const seconds = runs.map((r) => r.startTime.slice(0, 19));
    expect(new Set(seconds).size).toBe(runs.length);
    expect(runs.every((r) => ['a', 'b', 'c'].includes(r.instance ?? ''))).toBe(true);
    await sleep(4000);
    expect((await log()).length).toBe(runs.length);
  }, 40_000);

  it('cancels through B an analysis started through A, retries through C, and ends with every item generated once', async () => {
    const token = await signIn(c, 'admin');
    const partitions = await call<{ records: { id: string }[] }>(a, '/analysis/partition/list', {
      token,
      query: { code: 'KEY_COUNTRIES' },
    });
    const partitionId = partitions.result.records[0].id;
    const zones = await call<{ records: { id: string }[] }>(a, '/analysis/aezs/list', {
      token,
      query: { partitionId, pageSize: '6' },
    });
    expect(zones.result.records).toHaveLength(6);
    const main = await call<{ id: string }>(a, '/analysis/analyzeMain/add', {
      method: 'POST',
      token,
      body: { year: 2025, period: 'JUL_OCT', stage: 'grain_filling', title: 'cluster cancel', lang: 'en' },
    });
    const analysisId = main.result.id;
    for (const zone of zones.result.records) {
      const item = await call(a, '/analysis/analyzeItem/add', {
        method: 'POST',
        token,
        body: {
          analysisId,
          partitionId,
          zoneId: zone.id,
          chapterCode: 'CH3_COUNTRY',
          prompt: 'About {zone}.',
          fileType: 'table',
          tableSource: 'indicators',
        },
      });
      expect(item).toMatchObject({ success: true });
    }
    const heldSlots = async () =>
      (await redisCommands(cluster.redis.port, 'ZRANGE', 'cropwatch:analysis:slots', '0', '-1'))
        .split('\r\n')
        .filter((line) => /^[abc]:/.test(line)).length;
    const progress = async (base: string) =>
      (
        await call<{
          counts: { notGenerated: number; waiting: number; generated: number };
          items: { id: string; status: string }[];
        }>(base, '/analysis/analyzeMain/progress', { token, query: { id: analysisId } })
      ).result;
    const settle = async (base: string) => {
      const deadline = Date.now() + 20_000;
      let now = await progress(base);
      while ((now.counts.waiting > 0 || (await heldSlots()) > 0) && Date.now() < deadline) {
        await sleep(50);
        now = await progress(base);
      }
      return now;
    };

    const started = await call(a, '/analysis/analyzeMain/generate', {
      method: 'POST',
      token,
      body: { id: analysisId },
    });
    expect(started).toMatchObject({ success: true, result: { queued: 6 } });
    // Cancelled through B while runs hold cluster slots (on whichever instances took them).
    for (let i = 0; i < 100 && (await heldSlots()) === 0; i++) await sleep(20);
    const cancel = await call<{ cancelled: number }>(b, '/analysis/analyzeMain/cancel', {
      method: 'POST',
      token,
      body: { id: analysisId },
    });
    expect(cancel.success).toBe(true);
    expect(cancel.result.cancelled).toBeGreaterThan(0);
    // Aborted runs free their slots and write nothing: the cancelled items are back to 'not generated'.
    const cancelled = await settle(b);
    expect(cancelled.counts).toMatchObject({ waiting: 0, notGenerated: cancel.result.cancelled });
    expect(cancelled.counts.generated).toBe(6 - cancel.result.cancelled);

    const rest = cancelled.items.filter((i) => i.status === 'NOT_GENERATED').map((i) => i.id);
    const retry = await call(c, '/analysis/analyzeItem/generate', { method: 'POST', token, body: { ids: rest } });
    expect(retry).toMatchObject({ success: true, result: { queued: rest.length } });
    const done = await settle(c);
    expect(done.counts).toMatchObject({ waiting: 0, notGenerated: 0, generated: 6 });
    for (const item of done.items) {
      const versions = await call<{ origin: string }[]>(a, '/analysis/analyzeItem/versions', {
        token,
        query: { id: item.id },
      });
      expect(versions.result.filter((v) => v.origin === 'generated')).toHaveLength(1);
    }
  }, 40_000);

  it('answers the monitor Redis page with the shared Redis figures', async () => {
    const token = await signIn(b, 'admin');
    // A raw answer (`{create_time, dbSize}`), not an envelope.
    const keys = (await call(cluster.url, '/sys/actuator/redis/keysSize', { token })) as unknown as { dbSize: number };
    expect(keys.dbSize).toBeGreaterThan(0);
  });

  // Last: it stops the shared Redis for a while.
  it('answers 503 on readiness while Redis is down, haproxy refuses cleanly, and all recovers when Redis is back', async () => {
    const health = (base: string) => fetch(`${base}/jeecg-boot/actuator/health`);
    expect((await health(a)).status).toBe(200);
    await stop(cluster.redis.child);
    let down: Response | undefined;
    for (let i = 0; i < 50 && (down = await health(a)).status !== 503; i++) await sleep(100);
    expect(down!.status).toBe(503);
    expect(await down!.json()).toMatchObject({ success: false, code: 503 });
    // Every instance leaves rotation: haproxy answers its own 503, never a half answer from an instance.
    let balanced: Response | undefined;
    for (let i = 0; i < 50 && (balanced = await health(cluster.url)).status !== 503; i++) await sleep(100);
    expect(balanced!.status).toBe(503);
    const again = await startRedis({
      dir: path.join(dataDir, 'redis'),
      redisServer: findBinaries().found['redis-server'],
      port: cluster.redis.port,
    });
    cluster.redis.child = again.child;
    let up: Response | undefined;
    for (let i = 0; i < 100 && (up = await health(cluster.url)).status !== 200; i++) await sleep(100);
    expect(up!.status).toBe(200);
    const token = await signIn(cluster.url, 'admin');
    expect((await call(b, '/sys/permission/getUserPermissionByToken', { token })).success).toBe(true);
  }, 60_000);

  // After the Redis outage test (Redis is back): it kills one instance for good.
  it('generates all 20 items of an analysis once each, at most 3 at a time in the cluster, with an instance killed halfway', async () => {
    const token = await signIn(b, 'admin');
    const survivors = new Set([a, b, c]);
    const any = () => [...survivors][0];
    // Key countries first (they have indicator rows), then other partitions' zones: 20 distinct zones.
    const zones: { id: string; partitionId: string }[] = [];
    for (const code of ['KEY_COUNTRIES', 'MPZ', 'CHN']) {
      const partitions = await call<{ records: { id: string }[] }>(b, '/analysis/partition/list', {
        token,
        query: { code },
      });
      const partitionId = partitions.result.records[0].id;
      const list = await call<{ records: { id: string }[] }>(b, '/analysis/aezs/list', {
        token,
        query: { partitionId, pageSize: '100' },
      });
      zones.push(...list.result.records.map((z) => ({ id: z.id, partitionId })));
    }
    expect(zones.length).toBeGreaterThanOrEqual(20);
    const main = await call<{ id: string }>(b, '/analysis/analyzeMain/add', {
      method: 'POST',
      token,
      body: { year: 2025, period: 'JUL_OCT', stage: 'grain_filling', title: 'cluster kill', lang: 'en' },
    });
    const analysisId = main.result.id;
    for (let i = 0; i < 20; i++) {
      const item = await call(b, '/analysis/analyzeItem/add', {
        method: 'POST',
        token,
        body: {
          analysisId,
          partitionId: zones[i].partitionId,
          zoneId: zones[i].id,
          chapterCode: 'CH3_COUNTRY',
          prompt: `Item ${i}: write about {zone} for {period}.`,
          fileType: 'table',
          tableSource: 'indicators',
        },
      });
      expect({ success: item.success, message: item.message }).toMatchObject({ success: true });
    }
    const slots = async () =>
      (await redisCommands(cluster.redis.port, 'ZRANGE', 'cropwatch:analysis:slots', '0', '-1'))
        .split('\r\n')
        .filter((line) => /^[abc]:/.test(line));
    const progress = async () =>
      (
        await call<{ counts: { waiting: number; generated: number; failed: number } }>(
          any(),
          '/analysis/analyzeMain/progress',
          { token, query: { id: analysisId } },
        )
      ).result.counts;
    expect(
      await call(a, '/analysis/analyzeMain/generate', { method: 'POST', token, body: { id: analysisId } }),
    ).toMatchObject({
      success: true,
      result: { queued: 20 },
    });
    let peak = 0;
    let victim: (typeof cluster.instances)[number] | undefined;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const held = await slots();
      peak = Math.max(peak, held.length);
      const counts = await progress();
      if (!victim && counts.generated >= 8 && held.length > 0) {
        // The instance holding most slots right now dies without a word.
        const byName = (n: string) => held.filter((t) => t.startsWith(`${n}:`)).length;
        victim = [...cluster.instances].sort((x, y) => byName(y.name) - byName(x.name))[0];
        expect(byName(victim.name)).toBeGreaterThan(0);
        victim.child.kill('SIGKILL');
        survivors.delete(victim.url);
      }
      if (victim && counts.waiting === 0) break;
      if (Date.now() > deadline) throw new Error(`still generating: ${JSON.stringify(counts)}`);
      await sleep(50);
    }
    expect(peak).toBeLessThanOrEqual(3);
    expect(await progress()).toMatchObject({ waiting: 0, generated: 20, failed: 0 });
    const items = (
      await call<{ records: { id: string; status: string; version: number }[] }>(any(), '/analysis/analyzeItem/list', {
        token,
        query: { analysisId, pageSize: '100' },
      })
    ).result.records;
    expect(items).toHaveLength(20);
    expect(items.every((i) => i.status === 'GENERATED' && i.version === 1)).toBe(true);
    // Never generated twice: one generated version per item.
    for (const item of items) {
      const versions = await call<{ origin: string }[]>(any(), '/analysis/analyzeItem/versions', {
        token,
        query: { id: item.id },
      });
      expect(versions.result.filter((v) => v.origin === 'generated')).toHaveLength(1);
    }
  }, 60_000);
});
