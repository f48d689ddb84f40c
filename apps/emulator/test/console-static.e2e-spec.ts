import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createApp, type EmulatorApp } from '../src/app.factory';

/** A built console as the precompress plugin leaves it: hashed assets with .br/.gz, index.html with both. */
describe('static serving of the built console (issue #17)', () => {
  const script = `export const rows = [${'"row",'.repeat(400)}];`;
  const html = `<!doctype html><title>CropWatch GPT</title>${'<!-- padding -->'.repeat(100)}`;
  let dataDir: string;
  let dist: string;
  let app: EmulatorApp;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cropwatch-static-data-'));
    dist = mkdtempSync(path.join(tmpdir(), 'cropwatch-static-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    const write = (file: string, body: string | Buffer) => writeFileSync(path.join(dist, file), body);
    write('index.html', html);
    write('index.html.br', brotliCompressSync(html));
    write('index.html.gz', gzipSync(html));
    write('config.json', '{"apiBaseUrl":"/jeecg-boot"}');
    write('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write('assets/index-AbC123.js', script);
    write('assets/index-AbC123.js.br', brotliCompressSync(script));
    write('assets/index-AbC123.js.gz', gzipSync(script));
    // A file edited after the build: its variant is older and must not be served.
    write('assets/edited-1.css', 'body{color:red}');
    write('assets/edited-1.css.gz', gzipSync('body{color:blue}'));
    const past = new Date(Date.now() - 10 * 60_000);
    utimesSync(path.join(dist, 'assets/edited-1.css.gz'), past, past);
    // A variant restored a few seconds before its file (a build cache restores files in any order) is still fresh.
    write('assets/restored-1.js', script);
    write('assets/restored-1.js.br', brotliCompressSync(script));
    const restored = new Date(Date.now() - 3_000);
    utimesSync(path.join(dist, 'assets/restored-1.js.br'), restored, restored);
    app = await createApp({ env: { DATA_DIR: dataDir, CAPTCHA: 'off', CONSOLE_DIST: dist }, logger: false });
    http = request(app.getHttpServer());
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  // superagent decodes br and gzip itself: the bytes on the wire are checked by their Content-Length.
  const asset = (encoding: string) => http.get('/assets/index-AbC123.js').set('Accept-Encoding', encoding);

  it('sends the Brotli variant to a client accepting br, with Vary and a year of immutable caching', async () => {
    const res = await asset('gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-length']).toBe(String(brotliCompressSync(script).length));
    expect(res.text).toBe(script);
  });

  it('sends gzip to a gzip-only client, and the file itself to one accepting neither (or refusing br)', async () => {
    const gzip = await asset('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzipSync(script).length));
    expect(gzip.text).toBe(script);
    expect(gzip.headers['vary']).toMatch(/Accept-Encoding/);

    const identity = await asset('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(script);
    expect(identity.headers['content-length']).toBe(String(script.length));
    expect(identity.headers['vary']).toMatch(/Accept-Encoding/);
    expect(identity.headers['etag']).not.toBe(gzip.headers['etag']);
  });

  it('answers a hashed asset with 304 when its ETag is presented', async () => {
    const first = await asset('br');
    const again = await http
      .get('/assets/index-AbC123.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers['etag']);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('revalidates index.html (also as the history fallback) with no-cache, an ETag and a 304', async () => {
    for (const route of ['/index.html', '/', '/isystem/user']) {
      const page = await http.get(route).set('Accept-Encoding', 'gzip');
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.text).toContain('<title>CropWatch GPT</title>');
      const etag = page.headers['etag'];
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await http.get(route).set('Accept-Encoding', 'gzip').set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      const other = await http.get(route).set('Accept-Encoding', 'gzip').set('If-None-Match', '"stale"');
      expect(other.status).toBe(200);
    }
  });

  it('serves config.json uncompressed with no-cache and an ETag that changes when it is edited', async () => {
    const config = await http.get('/config.json').set('Accept-Encoding', 'br, gzip');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ apiBaseUrl: '/jeecg-boot' });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.headers['vary'] ?? '').not.toMatch(/Accept-Encoding/);
    const etag = config.headers['etag'];
    expect((await http.get('/config.json').set('If-None-Match', etag)).status).toBe(304);

    writeFileSync(path.join(dist, 'config.json'), '{"apiBaseUrl":"/api"}');
    const edited = await http.get('/config.json').set('If-None-Match', etag);
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ apiBaseUrl: '/api' });
    expect(edited.headers['etag']).not.toBe(etag);
  });

  it('serves a variant restored seconds before its file, as a build cache restore leaves it', async () => {
    const res = await http.get('/assets/restored-1.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toBe(script);
  });

  it('never serves a variant older than its file, nor files outside the build or missing ones', async () => {
    const css = await http.get('/assets/edited-1.css').set('Accept-Encoding', 'gzip');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.text).toBe('body{color:red}');
    expect((await http.get('/assets/missing.js')).status).toBe(404);
    expect((await http.get('/assets/%2e%2e/%2e%2e/etc/hosts.conf')).status).toBe(404);
    expect((await http.get('/logo.svg')).headers['cache-control']).toBe('no-cache');
    const head = await http.head('/assets/index-AbC123.js').set('Accept-Encoding', 'br');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(brotliCompressSync(script).length));
  });

  it('leaves the API alone', async () => {
    const api = await http.get('/jeecg-boot/sys/unknown').set('Accept-Encoding', 'br');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ success: false, code: 404 });
  });
});
