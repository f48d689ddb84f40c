import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ggufBytes, LLAMA_METADATA, writeGguf } from '../../../../../test/support/gguf-file';
import {
  checkModelFile,
  estimateMemory,
  isModelFileName,
  listModelFiles,
  parseGgufHead,
  resolveModelPath,
} from './model-files';

const GB = 1024 ** 3;

describe('local model files (issue #33)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-models-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('reads the architecture and sizes of a GGUF header, past a string array', () => {
    const head = parseGgufHead(ggufBytes({ 'tokenizer.ggml.tokens': ['x', 'yy'], ...LLAMA_METADATA }));
    expect(head).toMatchObject({ version: 3, tensorCount: 0, architecture: 'llama' });
    expect(head.numbers['llama.block_count']).toBe(2);
    expect(head.numbers['llama.context_length']).toBe(2048);
  });

  it('stops quietly where the part read ends', () => {
    const whole = ggufBytes({ 'general.architecture': 'qwen2', 'general.name': 'x'.repeat(100) });
    expect(parseGgufHead(whole.subarray(0, whole.length - 50)).architecture).toBe('qwen2');
  });

  it('estimates weights plus the KV cache', () => {
    const head = parseGgufHead(ggufBytes(LLAMA_METADATA));
    const small = estimateMemory(1000, head, 1024);
    // 2 (K and V) × 2 layers × 1024 tokens × 64 wide × 2 bytes
    expect(estimateMemory(1000, head, 2048) - small).toBe(2 * 2 * 1024 * 64 * 2);
  });

  it('says a missing file is missing', async () => {
    const r = await checkModelFile(path.join(dir, 'nope.gguf'), 4096, 8 * GB);
    expect(r).toEqual({ ok: false, problem: 'missing', detail: 'ENOENT' });
  });

  it('refuses a file that does not start with the GGUF magic bytes, whatever its name', async () => {
    const file = path.join(dir, 'fake.gguf');
    await fs.writeFile(file, Buffer.from('PK\x03\x04 this is a zip, not a model'.padEnd(64, ' ')));
    expect(await checkModelFile(file, 4096, 8 * GB)).toMatchObject({ ok: false, problem: 'not-gguf' });
    const bad = path.join(dir, 'version.gguf');
    const bytes = ggufBytes(LLAMA_METADATA);
    bytes.writeUInt32LE(9, 4);
    await fs.writeFile(bad, bytes);
    expect(await checkModelFile(bad, 4096, 8 * GB)).toMatchObject({
      ok: false,
      problem: 'not-gguf',
      detail: 'version 9',
    });
  });

  it('refuses a 20 GB model before loading it, with the sizes', async () => {
    const file = path.join(dir, 'huge.gguf');
    await writeGguf(file, LLAMA_METADATA, 20 * GB);
    const r = await checkModelFile(file, 4096, 16 * GB);
    expect(r).toMatchObject({ ok: false, problem: 'too-large' });
    expect(!r.ok && r.detail).toMatch(/^20\.\d GB > 16\.0 GB$/);
  });

  it('accepts a file that fits, and reads its facts', async () => {
    const file = path.join(dir, 'tiny.gguf');
    await writeGguf(file, LLAMA_METADATA);
    const r = await checkModelFile(file, 4096, 8 * GB);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.info).toMatchObject({ file, head: { architecture: 'llama' }, trainContext: 2048 });
  });

  it('lists the .gguf files of the folder with whether each is a GGUF', async () => {
    await fs.writeFile(path.join(dir, 'notes.txt'), 'x');
    const files = await listModelFiles(dir);
    expect(files.map((f) => [f.name, f.gguf])).toEqual([
      ['fake.gguf', false],
      ['huge.gguf', true],
      ['tiny.gguf', true],
      ['version.gguf', true],
    ]);
    expect(files.find((f) => f.name === 'huge.gguf')!.bytes).toBe(20 * GB);
    expect(await listModelFiles(path.join(dir, 'absent'))).toEqual([]);
  });

  it('takes names below the models folder or absolute paths, nothing that climbs out', () => {
    expect(isModelFileName('qwen2.5-1.5b-instruct-q4_k_m.gguf')).toBe(true);
    expect(isModelFileName('../secret.gguf')).toBe(false);
    expect(isModelFileName('sub/x.gguf')).toBe(false);
    expect(resolveModelPath('/data/models', 'a.gguf')).toBe('/data/models/a.gguf');
    expect(resolveModelPath('/data/models', '/opt/m/a.gguf')).toBe('/opt/m/a.gguf');
  });
});
