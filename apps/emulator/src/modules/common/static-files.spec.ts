import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentDisposition, resolveStatic } from './static-files';

describe('resolveStatic', () => {
  let dir: string;
  let root: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cropwatch-static-'));
    root = path.join(dir, 'upload');
    mkdirSync(path.join(root, 'temp'), { recursive: true });
    writeFileSync(path.join(root, 'temp/a.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]));
    writeFileSync(path.join(root, 'temp/b.svg'), '<svg onload="alert(1)"/>');
    writeFileSync(path.join(dir, 'secret.key'), 'secret');
    symlinkSync(path.join(dir, 'secret.key'), path.join(root, 'temp/link'));
    symlinkSync(dir, path.join(root, 'up'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves images inline and everything else as attachment', async () => {
    expect(await resolveStatic(root, ['temp', 'a.png'])).toMatchObject({
      contentType: 'image/png',
      disposition: 'inline; filename="a.png"; filename*=UTF-8\'\'a.png',
      size: 9,
    });
    expect(await resolveStatic(root, 'temp/b.svg')).toMatchObject({ contentType: 'application/octet-stream' });
    expect(await resolveStatic(root, ['temp', 'a.png,'])).toMatchObject({ contentType: 'image/png' });
  });

  it('refuses anything that is not a file inside the root', async () => {
    for (const wildcard of [
      ['..', 'secret.key'],
      ['temp', '..', '..', 'secret.key'],
      ['../secret.key'],
      ['temp', '.', 'a.png'],
      ['temp', '', 'a.png'],
      ['temp\\..\\..\\secret.key'],
      ['temp', 'a.png\0'],
      ['temp', 'link'],
      ['up', 'secret.key'],
      ['temp'],
      ['missing.png'],
      [],
      undefined,
    ]) {
      expect({ wildcard, found: await resolveStatic(root, wildcard) }).toEqual({ wildcard, found: null });
    }
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', '报告_1.xlsx')).toBe(
      'attachment; filename="___1.xlsx"; filename*=UTF-8\'\'%E6%8A%A5%E5%91%8A_1.xlsx',
    );
    expect(contentDisposition('inline', 'a"b\\(1).png')).toBe(
      'inline; filename="a_b_(1).png"; filename*=UTF-8\'\'a%22b%5C%281%29.png',
    );
  });
});
