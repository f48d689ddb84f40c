import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ossFileDelete, ossFileList, ossFileQueryById, ossFileUpload, uploadMinio } from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR', 'latin1'),
  Buffer.alloc(40, 1),
]);
const HTML = Buffer.from('<html><body><script>alert(1)</script></body></html>');

describe('OSS files /sys/oss/file/*', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
  });
  afterAll(() => t.close());

  const upload = (content: Buffer, name: string, token = admin) =>
    t.http.post('/jeecg-boot/sys/oss/file/upload').set('X-Access-Token', token).attach('file', content, name);
  const list = async () =>
    expectContract(ossFileList, (await t.http.get('/jeecg-boot/sys/oss/file/list').set('X-Access-Token', admin)).body);

  it('uploads with the common rules, lists (ok0), serves and deletes the stored file too', async () => {
    const res = expectContract(ossFileUpload, (await upload(PNG, '长势 图.png')).body);
    expect(res).toMatchObject({ success: true, code: 200, message: '上传成功！' });
    const file = res.result!;
    expect(file.fileName).toBe('长势 图.png');
    expect(file.url).toMatch(/^oss\/长势图_\d+\.png$/);
    const page = await list();
    expect(page).toMatchObject({ success: true, code: 0 });
    expect(page.result!.records.map((r) => r.id)).toContain(file.id);
    const byId = await t.http
      .get('/jeecg-boot/sys/oss/file/queryById')
      .query({ id: file.id })
      .set('X-Access-Token', admin);
    expect(expectContract(ossFileQueryById, byId.body).result).toMatchObject({ url: file.url });

    const stored = path.join(t.dataDir, 'upload', file.url);
    expect(existsSync(stored)).toBe(true);
    const served = await t.http.get(`/jeecg-boot/sys/common/static/${encodeURI(file.url)}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const del = (id: string) =>
      t.http.delete('/jeecg-boot/sys/oss/file/delete').query({ id }).set('X-Access-Token', admin);
    expect(expectContract(ossFileDelete, (await del(file.id)).body).message).toBe('删除成功!');
    expect(existsSync(stored)).toBe(false);
    expect(envelope(await del(file.id))).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('refuses HTML, a forged extension and a missing file part, storing nothing', async () => {
    const before = (await list()).result!.total;
    expect(envelope(await upload(HTML, 'page.html')).success).toBe(false);
    expect(envelope(await upload(HTML, 'photo.png')).success).toBe(false);
    const none = await t.http.post('/jeecg-boot/sys/oss/file/upload').set('X-Access-Token', admin).field('x', '1');
    expect(envelope(none).success).toBe(false);
    expect((await list()).result!.total).toBe(before);
  });

  it('POST /sys/upload/uploadMinio stores the file under biz with an OSS row, its URL as the ok0 message', async () => {
    const before = (await list()).result!.total;
    const minio = (biz?: string) => {
      const req = t.http.post('/jeecg-boot/sys/upload/uploadMinio').set('X-Access-Token', admin);
      return (biz === undefined ? req : req.field('biz', biz)).attach('file', PNG, 'minio 图.png');
    };
    const res = expectContract(uploadMinio, (await minio('minio/test')).body);
    expect(res).toMatchObject({ success: true, code: 0, result: null });
    expect(res.message).toMatch(/^minio\/test\/.+\.png$/);
    expect(await readFile(path.join(t.dataDir, 'upload', res.message))).toEqual(PNG);
    const rows = (await list()).result!;
    expect(rows.total).toBe(before + 1);
    expect(rows.records.some((r) => r.url === res.message)).toBe(true);
    expect(envelope(await minio('../escape')).success).toBe(false);
    expect((await list()).result!.total).toBe(before + 1);
  });

  it('refuses a user without the menu and buttons with 510 (access guard of issue #20)', async () => {
    expect(envelope(await t.http.get('/jeecg-boot/sys/oss/file/list').set('X-Access-Token', viewer)).code).toBe(510);
    expect(envelope(await upload(PNG, 'a.png', viewer)).code).toBe(510);
  });
});
