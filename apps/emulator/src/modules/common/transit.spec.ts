import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardTransit, httpErrorMessage, javaUrlDecode, parseAnswer, TransitError, transitTarget } from './transit';

describe('transitTarget (checked before any connection)', () => {
  const allowed = ['http://127.0.0.1:8081', 'https://options.example.org'];

  it('accepts a listed origin, once more URL-decoded as URLDecoder does', () => {
    expect(transitTarget('http%3A%2F%2F127.0.0.1%3A8081%2Flist%3Fa%3D1', allowed).href).toBe(
      'http://127.0.0.1:8081/list?a=1',
    );
    expect(transitTarget('https://OPTIONS.example.org:443/x', allowed).origin).toBe('https://options.example.org');
    expect(javaUrlDecode('a+b%20c')).toBe('a b c');
  });

  it.each([
    ['http://127.0.0.1:8082/list', '中转地址 http://127.0.0.1:8082 不在允许列表中（TRANSIT_ALLOWED_ORIGINS）'],
    ['http://options.example.org/x', '中转地址 http://options.example.org 不在允许列表中（TRANSIT_ALLOWED_ORIGINS）'],
    ['ftp://127.0.0.1:8081/x', '中转地址 ftp://127.0.0.1:8081/x 只能使用 http 或 https'],
    ['not a url', '中转地址 not a url 不是有效的URL'],
    ['http://u:p@127.0.0.1:8081/x', '中转地址 http://127.0.0.1:8081 不能包含用户名或密码'],
    ['%zz', '中转地址 %zz 的编码不正确'],
  ])('refuses %s', (url, message) => {
    expect(() => transitTarget(url, allowed)).toThrow(new TransitError(message));
  });

  it('refuses everything when nothing is listed (the default)', () => {
    expect(() => transitTarget('http://127.0.0.1:8081/', [])).toThrow(TransitError);
  });
});

describe('answers as the real server reads them', () => {
  it('parses JSON like fastjson, keeps other text, and an empty body is null', () => {
    expect(parseAnswer('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseAnswer('12')).toBe(12);
    expect(parseAnswer('<html>')).toBe('<html>');
    expect(parseAnswer('')).toBeNull();
  });

  it("words an answer >= 400 as Spring's DefaultResponseErrorHandler", () => {
    expect(httpErrorMessage(404, 'Not Found', 'gone')).toBe('404 Not Found: "gone"');
    expect(httpErrorMessage(500, '', '')).toBe('500 Internal Server Error: [no body]');
    expect(httpErrorMessage(400, 'Bad Request', 'a\nb\tc')).toBe('400 Bad Request: "a<EOL>b<TAB>c"');
  });
});

describe('forwardTransit', () => {
  let server: http.Server;
  let origin: string;
  const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (req.url?.startsWith('/moved')) {
          res.statusCode = 301;
          res.setHeader('Location', '/elsewhere');
          return res.end();
        }
        if (req.url?.startsWith('/hang')) return; // never answers
        res.end(req.url?.startsWith('/long') ? 'z'.repeat(2048) : JSON.stringify({ ok: true }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => (seen.length = 0));

  const limits = () => ({ allowedOrigins: [origin], timeoutMs: 1000, maxBytes: 1024 });

  it('sends the method, the query (arrays repeated), the JSON body and only the token', async () => {
    const answer = await forwardTransit(
      { url: `${origin}/x?k=0`, method: 'DELETE', query: { a: ['1', '2'], b: '' }, body: { id: 3 }, token: 'T' },
      limits(),
    );
    expect(answer).toEqual({ status: 200, result: { ok: true } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/x?k=0&a=1&a=2&b=', body: '{"id":3}' });
    expect(seen[0].headers['x-access-token']).toBe('T');
    expect(seen[0].headers.cookie).toBeUndefined();
  });

  it('sends no body on GET and no token header without a token', async () => {
    await forwardTransit(
      { url: `${origin}/x`, method: 'GET', query: {}, body: { ignored: 1 }, token: undefined },
      limits(),
    );
    expect(seen[0].body).toBe('');
    expect(seen[0].headers['x-access-token']).toBeUndefined();
  });

  it('answers a redirect as its status without following it', async () => {
    const answer = await forwardTransit(
      { url: `${origin}/moved`, method: 'GET', query: {}, body: undefined, token: 'T' },
      limits(),
    );
    expect(answer).toEqual({ status: 301, result: null });
    expect(seen.map((s) => s.url)).toEqual(['/moved']);
  });

  it('stops at the time limit and at the size limit', async () => {
    await expect(
      forwardTransit({ url: `${origin}/hang`, method: 'GET', query: {}, body: undefined, token: 'T' }, limits()),
    ).rejects.toThrow(new TransitError(`中转请求超时（1秒内未完成）：${origin}`));
    await expect(
      forwardTransit({ url: `${origin}/long`, method: 'GET', query: {}, body: undefined, token: 'T' }, limits()),
    ).rejects.toThrow(new TransitError(`中转应答超过1024字节限制：${origin}`));
  });

  it('makes no request to an unlisted origin', async () => {
    await expect(
      forwardTransit(
        { url: `${origin}/x`, method: 'POST', query: {}, body: {}, token: 'T' },
        { ...limits(), allowedOrigins: [] },
      ),
    ).rejects.toThrow(TransitError);
    expect(seen).toEqual([]);
  });
});
