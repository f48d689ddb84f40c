import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { commonUpload, UploadMessages } from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 13],
  'IHDR',
  new Array<number>(40).fill(1),
);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], new Array<number>(40).fill(2));
const GIF = bytes('GIF89a', new Array<number>(20).fill(3));
const WEBP = bytes('RIFF', [40, 0, 0, 0], 'WEBPVP8 ', new Array<number>(20).fill(4));
const PDF = bytes('%PDF-1.4\n%âãÏÓ\n1 0 obj\n');
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04], new Array<number>(40).fill(5));
const EXE = bytes('MZ', [0x90, 0, 3, 0], new Array<number>(40).fill(0));
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="5"/></svg>');

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('uploads and static files /sys/common', () => {
  let t: TestApp;
  let token: string;
  let uploadRoot: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0);
    token = await signIn(t, 'analyst');
    uploadRoot = path.join(t.dataDir, 'upload');
  });
  afterAll(() => t.close());

  const upload = (
    file: Buffer | null,
    name: string,
    fields: Record<string, string> = {},
    as: string | null = token,
  ) => {
    let req = t.http.post('/jeecg-boot/sys/common/upload');
    if (as) req = req.set('X-Access-Token', as);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    if (file) req = req.attach('file', file, name);
    return req;
  };
  const stored = async (file: Buffer, name: string, fields: Record<string, string> = {}) => {
    const res = await upload(file, name, fields);
    const body = expectContract(commonUpload, res.body);
    expect(body).toMatchObject({ success: true, code: 0, result: null });
    return body.message;
  };
  /** GET with the path exactly as written (no client-side normalisation of `..`). */
  const rawGet = (requestPath: string): Promise<RawResponse> => {
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: requestPath }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  };
  const staticUrl = (p: string) => `/jeecg-boot/sys/common/static/${p}`;

  describe('POST /sys/common/upload', () => {
    it('stores under DATA_DIR/upload/<biz> with a generated name and answers ok0 with the path in message', async () => {
      t.clock.set(Date.UTC(2024, 4, 1));
      const message = await stored(PNG, 'avatar.png', { biz: 'temp' });
      expect(message).toBe(`temp/avatar_${Date.UTC(2024, 4, 1)}.png`);
      expect(readFileSync(path.join(uploadRoot, message))).toEqual(PNG);
      const again = await stored(PNG, 'avatar.png', { biz: 'temp' });
      expect(again).not.toBe(message);
      expect(readFileSync(path.join(uploadRoot, message))).toEqual(PNG);
      expect(await stored(JPEG, 'x.jpg')).toMatch(/^x_\d+\.jpg$/);
      expect(await stored(PDF, 'report.PDF', { biz: 'docs/2024' })).toMatch(/^docs\/2024\/report_\d+\.pdf$/);
    });

    it('cleans the original name and never uses it as a path', async () => {
      const cases: [string, RegExp][] = [
        ['../../evil name&#.png', /^temp\/evilname_\d+\.png$/],
        ['..\\..\\win.png', /^temp\/win_\d+\.png$/],
        ['长势图（1）.png', /^temp\/长势图（1）_\d+\.png$/],
        ['<script>.png', /^temp\/script_\d+\.png$/],
        ['.png', /^temp\/file_\d+\.png$/],
      ];
      for (const [name, expected] of cases) {
        const message = await stored(PNG, name, { biz: 'temp' });
        expect(message).toMatch(expected);
        expect(existsSync(path.join(uploadRoot, message))).toBe(true);
      }
    });

    it('refuses a biz folder that could leave the upload root', async () => {
      for (const biz of [
        '../x',
        '..\\x',
        '..',
        '/etc',
        'a/../../b',
        'temp/..',
        '%2e%2e',
        "x'; DROP TABLE sys_user; --",
      ]) {
        const body = expectContract(commonUpload, (await upload(PNG, 'a.png', { biz })).body);
        expect({ biz, ...body }).toMatchObject({ biz, success: false, code: 500, message: UploadMessages.badBiz });
      }
      expect(existsSync(path.join(t.dataDir, 'x'))).toBe(false);
    });

    it('accepts the allowed types only, checked by extension and content', async () => {
      for (const [file, name] of [
        [GIF, 'a.gif'],
        [WEBP, 'a.webp'],
        [ZIP, 'a.xlsx'],
        [ZIP, 'a.docx'],
        [ZIP, 'a.zip'],
        [Buffer.from('a,b\n1,2\n'), 'a.csv'],
        [Buffer.from('说明文字'), 'a.txt'],
      ] as const)
        await stored(file, name);
      const refused: [Buffer, string, string | RegExp][] = [
        [EXE, 'setup.exe', /^不支持的文件类型：\.exe/],
        [HTML, 'page.html', /^不支持的文件类型：\.html/],
        [SVG, 'logo.svg', /^不支持的文件类型：\.svg/],
        [PNG, 'noext', /^不支持的文件类型：无扩展名/],
        [HTML, 'fake.png', '文件内容与扩展名不符：.png'],
        [SVG, 'fake.png', '文件内容与扩展名不符：.png'],
        [EXE, 'fake.pdf', '文件内容与扩展名不符：.pdf'],
        [PNG, 'fake.xlsx', '文件内容与扩展名不符：.xlsx'],
        [EXE, 'fake.txt', '文件内容与扩展名不符：.txt'],
        [HTML, 'page.txt', '文件内容与扩展名不符：.txt'],
        [Buffer.from([0x41, 0x00, 0x42]), 'nul.csv', '文件内容与扩展名不符：.csv'],
      ];
      for (const [file, name, message] of refused) {
        const body = envelope(await upload(file, name));
        expect({ name, success: body.success }).toEqual({ name, success: false });
        if (typeof message === 'string') expect(body.message).toBe(message);
        else expect(body.message).toMatch(message);
      }
    });

    it('limits the editor (jeditor, or biz jeditor) to png, jpeg, gif and webp images', async () => {
      expect(await stored(PNG, 'pic.png', { biz: 'jeditor', jeditor: '1' })).toMatch(/^jeditor\/pic_\d+\.png$/);
      expect(await stored(WEBP, 'pic.webp', { biz: 'temp', jeditor: '1' })).toMatch(/^temp\/pic_\d+\.webp$/);
      for (const fields of [{ biz: 'jeditor' }, { biz: 'temp', jeditor: '1' }] as Record<string, string>[]) {
        expect(envelope(await upload(PDF, 'a.pdf', fields)).message).toBe(
          '编辑器只能上传图片（png、jpg、jpeg、gif、webp）',
        );
        expect(envelope(await upload(HTML, 'x.png', fields)).message).toBe('文件内容与扩展名不符：.png');
      }
    });

    it('answers the 10 MB message for a larger file', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
      const body = expectContract(commonUpload, (await upload(big, 'big.png')).body);
      expect(body).toMatchObject({
        success: false,
        code: 500,
        message: '文件大小超出10MB限制, 请压缩或降低文件质量! ',
      });
    });

    it('refuses requests without a proper file part', async () => {
      expect(envelope(await upload(null, '', { biz: 'temp' })).message).toBe(
        '上传失败！未找到文件（表单字段须命名为 file）',
      );
      const json = await t.http
        .post('/jeecg-boot/sys/common/upload')
        .set('X-Access-Token', token)
        .send({ biz: 'temp' });
      expect(envelope(json)).toMatchObject({
        success: false,
        message: '上传失败！未找到文件（表单字段须命名为 file）',
      });
      const wrongField = await t.http
        .post('/jeecg-boot/sys/common/upload')
        .set('X-Access-Token', token)
        .attach('upload', PNG, 'a.png');
      expect(envelope(wrongField)).toMatchObject({
        success: false,
        message: '上传失败！文件字段须命名为 file，且只能有一个',
      });
      const two = await t.http
        .post('/jeecg-boot/sys/common/upload')
        .set('X-Access-Token', token)
        .attach('file', PNG, 'a.png')
        .attach('file', PNG, 'b.png');
      expect(envelope(two).success).toBe(false);
      expect(envelope(await upload(Buffer.alloc(0), 'empty.png')).message).toBe('上传失败！文件内容为空');
    });

    it('requires a valid token', async () => {
      for (const as of [null, 'not-a-token']) {
        const res = await upload(PNG, 'a.png', { biz: 'temp' }, as);
        expect(res.status).toBe(401);
      }
    });
  });

  describe('GET /sys/common/static/**', () => {
    it('serves uploaded images inline with their type, anonymously, nosniff', async () => {
      const message = await stored(PNG, 'map.png', { biz: 'temp' });
      for (const p of [message, `${message},`]) {
        const res = await rawGet(staticUrl(p));
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['content-disposition']).toMatch(/^inline; filename="map_\d+\.png"/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.body).toEqual(PNG);
      }
    });

    it('serves everything else as an attachment, markup included, with the UTF-8 name', async () => {
      const pdf = await stored(PDF, '报告.pdf', { biz: 'docs' });
      const res = await rawGet(staticUrl(encodeURI(pdf)));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="__(_\\d+)\\.pdf"; filename\\*=UTF-8''${encodeURIComponent('报告')}_\\d+\\.pdf$`,
        ),
      );
      // Files that reached the folder some other way (an older server, a copy) are never rendered.
      mkdirSync(path.join(uploadRoot, 'legacy'), { recursive: true });
      writeFileSync(path.join(uploadRoot, 'legacy/page.html'), HTML);
      writeFileSync(path.join(uploadRoot, 'legacy/logo.svg'), SVG);
      writeFileSync(path.join(uploadRoot, 'legacy/fake.png'), HTML);
      for (const name of ['page.html', 'logo.svg', 'fake.png']) {
        const r = await rawGet(staticUrl(`legacy/${name}`));
        expect({ name, type: r.headers['content-type'] }).toEqual({ name, type: 'application/octet-stream' });
        expect(r.headers['content-disposition']).toMatch(/^attachment;/);
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        expect(r.headers['content-security-policy']).toMatch(/sandbox/);
      }
    });

    it('serves the Excel import error files below logs/ as attachments', async () => {
      mkdirSync(path.join(uploadRoot, 'logs/20240501'), { recursive: true });
      writeFileSync(path.join(uploadRoot, 'logs/20240501/userImportExcelErrorLog.xlsx'), ZIP);
      const res = await rawGet(staticUrl('logs/20240501/userImportExcelErrorLog.xlsx'));
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(res.body).toEqual(ZIP);
    });

    it('never leaves the upload root: .., encoded variants, backslashes, absolute paths and symlinks are 404', async () => {
      const secret = readFileSync(path.join(t.dataDir, 'secret.key'), 'utf8').trim();
      expect(secret.length).toBeGreaterThan(10);
      writeFileSync(path.join(t.dataDir, 'outside.txt'), 'TOP-SECRET-CONTENT');
      symlinkSync(path.join(t.dataDir, 'outside.txt'), path.join(uploadRoot, 'link.txt'));
      const attempts = [
        '../secret.key',
        '../../secret.key',
        'temp/../../secret.key',
        '%2e%2e/secret.key',
        '%2e%2e%2fsecret.key',
        '..%2fsecret.key',
        '..%2f..%2fsecret.key',
        '..%5csecret.key',
        '%252e%252e%252fsecret.key',
        '.%2e/secret.key',
        '/etc/passwd',
        '%2fetc%2fpasswd',
        'link.txt',
        'temp',
        'nothing-here.png',
        '',
      ];
      for (const p of attempts) {
        const res = await rawGet(`/jeecg-boot/sys/common/static/${p}`);
        expect({ p, status: res.status }).toEqual({ p, status: 404 });
        expect(res.body.toString()).not.toContain(secret);
        expect(res.body.toString()).not.toMatch(/TOP-SECRET-CONTENT|root:x:/);
      }
    });
  });
});
