import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes Brotli and gzip variants that decompress to the file, and skips what must stay as it is', () => {
    const script = 'export const rows = ['.concat('"a row of text",'.repeat(500), '];');
    writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(300)}`);
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ padding: 'y'.repeat(4000) }));
    writeFileSync(path.join(dir, 'assets', 'tiny-1.css'), 'a{}');
    writeFileSync(path.join(dir, 'assets', 'photo-1.png'), Buffer.alloc(4096, 7));

    const written = precompressDir(dir).sort();

    expect(written).toEqual(
      ['assets/index-AbC123.js.br', 'assets/index-AbC123.js.gz', 'index.html.br', 'index.html.gz'].map((file) =>
        path.normalize(file),
      ),
    );
    const file = path.join(dir, 'assets', 'index-AbC123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  });

  it('does not keep a variant that is not smaller than its file', () => {
    const random = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 251));
    const file = path.join(dir, 'assets', 'noise-1.js');
    writeFileSync(file, random);
    utimesSync(file, new Date(), new Date());
    const written = precompressDir(dir);
    for (const variant of written) expect(readFileSync(path.join(dir, variant)).length).toBeLessThan(2048);
  });
});
