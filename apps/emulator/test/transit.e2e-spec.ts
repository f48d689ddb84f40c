// Issue #30: /sys/common/transitRESTful (CommonController#transitRestful, 3.4.0) forwards only to the origins of
// TRANSIT_ALLOWED_ORIGINS. Two throwaway servers on 127.0.0.1: a listed sink and an unlisted one that must never
// be reached.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { commonTransitRestful } from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A server that records every request and answers by path. */
async function sink(): Promise<{ origin: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      if (path === '/json') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ records: [{ value: 'a', text: '甲' }], total: 1 }));
      } else if (path === '/text') {
        res.setHeader('Content-Type', 'text/plain');
        res.end('plain 文本');
      } else if (path === '/created') {
        res.statusCode = 201;
        res.end('{"id":"7"}');
      } else if (path === '/missing') {
        res.statusCode = 404;
        res.end('no such list');
      } else if (path === '/redirect') {
        res.statusCode = 302;
        res.setHeader('Location', `${origin}/json?bounced=1`);
        res.end();
      } else if (path === '/slow') {
        const timer = setTimeout(() => res.end('{"late":true}'), 4000);
        res.on('close', () => clearTimeout(timer));
      } else if (path === '/big') {
        res.setHeader('Content-Length', String(200_000));
        res.end('x'.repeat(200_000));
      } else if (path === '/big-chunked') {
        // No Content-Length: the limit must hold while reading.
        const write = (left: number) => {
          if (left === 0) return res.end();
          res.write('y'.repeat(10_000), () => write(left - 1));
        };
        write(20);
      } else {
        res.end('');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('/sys/common/transitRESTful behind TRANSIT_ALLOWED_ORIGINS', () => {
  let t: TestApp;
  let token: string;
  let listed: Awaited<ReturnType<typeof sink>>;
  let unlisted: Awaited<ReturnType<typeof sink>>;
  /** A listed origin whose server has gone. */
  let goneOrigin: string;
  const PATH = '/jeecg-boot/sys/common/transitRESTful';

  beforeAll(async () => {
    listed = await sink();
    unlisted = await sink();
    const gone = await sink();
    goneOrigin = gone.origin;
    await gone.close();
    t = await createTestApp({
      transitAllowedOrigins: [listed.origin, goneOrigin],
      transitTimeoutMs: 1500,
      transitMaxBytes: 100_000,
    });
    token = await signIn(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await listed.close();
    await unlisted.close();
  });
  beforeEach(() => {
    listed.seen.length = 0;
    unlisted.seen.length = 0;
  });

  const call = (
    method: 'get' | 'post' | 'put' | 'delete',
    url: string | undefined,
    query: Record<string, string> = {},
  ) =>
    t.http[method](PATH)
      .query({ ...(url === undefined ? {} : { url }), ...query })
      .set('X-Access-Token', token);

  it.each(['get', 'post', 'put', 'delete'] as const)(
    '%s: an unlisted origin is refused with err500 naming it and the setting, and it gets no request',
    async (method) => {
      const res = await call(method, encodeURIComponent(`${unlisted.origin}/json`)).send({ a: 1 });
      expect(res.status).toBe(200);
      expect(envelope(res)).toMatchObject({
        success: false,
        code: 500,
        message: `中转地址 ${unlisted.origin} 不在允许列表中（TRANSIT_ALLOWED_ORIGINS）`,
      });
      expect(unlisted.seen).toEqual([]);
      expect(listed.seen).toEqual([]);
    },
  );

  it('needs a signed-in caller', async () => {
    const res = await t.http.get(PATH).query({ url: `${listed.origin}/json` });
    expect(res.status).toBe(401);
    expect(listed.seen).toEqual([]);
  });

  it('GET: forwards the other query parameters (url left out) and only the token header, and parses JSON', async () => {
    const res = await call('get', encodeURIComponent(`${listed.origin}/json?fixed=1`), { pageNo: '2', q: '玉 米' })
      .set('Cookie', 'JSESSIONID=secret')
      .set('X-Private', 'do-not-forward');
    const body = expectContract(commonTransitRestful, res.body);
    expect(body).toMatchObject({
      success: true,
      code: 200,
      message: '',
      result: { records: [{ value: 'a', text: '甲' }], total: 1 },
    });
    expect(listed.seen).toHaveLength(1);
    const [seen] = listed.seen;
    expect(seen.method).toBe('GET');
    const forwarded = new URL(seen.url, listed.origin);
    expect(forwarded.pathname).toBe('/json');
    expect([...forwarded.searchParams]).toEqual([
      ['fixed', '1'],
      ['pageNo', '2'],
      ['q', '玉 米'],
    ]);
    expect(seen.headers['x-access-token']).toBe(token);
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-private']).toBeUndefined();
    expect(seen.body).toBe('');
  });

  it.each(['post', 'put'] as const)('%s: forwards the JSON body and the token', async (method) => {
    const res = await call(method, encodeURIComponent(`${listed.origin}/json`)).send({ name: '小麦', ids: [1, 2] });
    expect(envelope(res)).toMatchObject({ success: true, code: 200 });
    expect(listed.seen).toHaveLength(1);
    expect(listed.seen[0].method).toBe(method.toUpperCase());
    expect(JSON.parse(listed.seen[0].body)).toEqual({ name: '小麦', ids: [1, 2] });
    expect(listed.seen[0].headers['content-type']).toMatch(/^application\/json/);
    expect(listed.seen[0].headers['x-access-token']).toBe(token);
  });

  it('answers a text answer as the string itself, and a 201 as success false with its code', async () => {
    const text = await call('get', encodeURIComponent(`${listed.origin}/text`));
    expect(envelope(text)).toMatchObject({ success: true, code: 200, result: 'plain 文本' });
    const created = await call('post', encodeURIComponent(`${listed.origin}/created`)).send({});
    expect(envelope(created)).toMatchObject({ success: false, code: 201, result: { id: '7' } });
  });

  it("answers a 404 as the real RestTemplate's failure: err500 with Spring's message", async () => {
    const res = await call('get', encodeURIComponent(`${listed.origin}/missing`));
    expect(res.status).toBe(200);
    expect(envelope(res)).toMatchObject({ success: false, code: 500, message: '404 Not Found: "no such list"' });
  });

  it('does not follow a redirect: the 3xx is the answer, the Location is never requested', async () => {
    const res = await call('get', encodeURIComponent(`${listed.origin}/redirect`));
    expect(envelope(res)).toMatchObject({ success: false, code: 302, result: null });
    expect(listed.seen.map((s) => s.url)).toEqual(['/redirect']);
  });

  it('gives up on a slow server at the time limit, with a clear message', async () => {
    const started = Date.now();
    const res = await call('get', encodeURIComponent(`${listed.origin}/slow`));
    expect(Date.now() - started).toBeLessThan(3500);
    expect(envelope(res)).toMatchObject({
      success: false,
      code: 500,
      message: `中转请求超时（1.5秒内未完成）：${listed.origin}`,
    });
  });

  it.each(['/big', '/big-chunked'])('refuses an answer over the size limit (%s)', async (path) => {
    const res = await call('get', encodeURIComponent(`${listed.origin}${path}`));
    expect(envelope(res)).toMatchObject({
      success: false,
      code: 500,
      message: `中转应答超过100000字节限制：${listed.origin}`,
    });
  });

  it.each([
    [undefined, 'url不能为空'],
    ['', 'url不能为空'],
    ['file:///etc/passwd', '中转地址 file:///etc/passwd 只能使用 http 或 https'],
    ['http://[::1', '中转地址 http://[::1 不是有效的URL'],
    ['%E0%A4%A', '中转地址 %E0%A4%A 的编码不正确'],
  ])('answers a bad url %p with err500 %p, never HTTP 500', async (url, message) => {
    const res = await call('get', url);
    expect(res.status).toBe(200);
    expect(envelope(res)).toMatchObject({ success: false, code: 500, message });
    expect(listed.seen).toEqual([]);
  });

  it('reports a listed origin that does not answer', async () => {
    const res = await call('get', `${goneOrigin}/json`);
    expect(envelope(res)).toMatchObject({
      success: false,
      code: 500,
      message: `中转请求失败：${goneOrigin}（ECONNREFUSED）`,
    });
  });
});
