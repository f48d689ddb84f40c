import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ChatLocalModel, LocalModelProblem } from '@cropwatch/contract';

/** The first four bytes of every GGUF file. */
export const GGUF_MAGIC = 'GGUF';

/** How much of the file's start is read for its metadata (the architecture and sizes come before the vocabulary). */
const HEAD_BYTES = 4 * 1024 * 1024;

/** Memory a loaded model needs beyond its file and KV cache (compute buffers, the runtime). */
const OVERHEAD_BYTES = 256 * 1024 * 1024;

/** A plain file name below the models folder (what the console chooses from): no folder, no `..`. */
export function isModelFileName(name: string): boolean {
  return /^[^/\\]+$/.test(name) && name !== '.' && name !== '..' && !name.includes('\0');
}

/** The file an app's `modelPath` names: a name below `<dataDir>/models`, or an operator's absolute path. */
export function resolveModelPath(modelsDir: string, modelPath: string): string {
  return path.isAbsolute(modelPath) ? path.normalize(modelPath) : path.join(modelsDir, modelPath);
}

/** What the start of a GGUF file says. */
export interface GgufHead {
  version: number;
  tensorCount: number;
  /** `general.architecture` (null when the file's metadata does not say, or not within the part read). */
  architecture: string | null;
  /** Numbers of `<architecture>.*` keys and a few general ones (context_length, block_count, …). */
  numbers: Record<string, number>;
}

export class GgufFormatError extends Error {}

/**
 * Reads the GGUF header and the metadata key/values found within `buf` (spec: github.com/ggml-org/ggml
 * docs/gguf.md): magic, version (2 or 3), tensor count, key/value count, then typed values. Stops quietly at the
 * end of the buffer (a large vocabulary array may reach past it); throws `GgufFormatError` on a bad magic/version.
 */
export function parseGgufHead(buf: Buffer): GgufHead {
  if (buf.length < 24 || buf.toString('latin1', 0, 4) !== GGUF_MAGIC) throw new GgufFormatError('magic');
  const version = buf.readUInt32LE(4);
  if (version < 2 || version > 3) throw new GgufFormatError(`version ${version}`);
  const tensorCount = Number(buf.readBigUInt64LE(8));
  const kvCount = Number(buf.readBigUInt64LE(16));
  let at = 24;
  const head: GgufHead = { version, tensorCount, architecture: null, numbers: {} };
  const need = (n: number) => {
    if (at + n > buf.length) throw new RangeError('end');
  };
  const str = (): string => {
    need(8);
    const len = Number(buf.readBigUInt64LE(at));
    at += 8;
    need(len);
    const s = buf.toString('utf8', at, at + len);
    at += len;
    return s;
  };
  const SIZES: Record<number, number> = { 0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8 };
  const scalar = (type: number): number | string | null => {
    if (type === 8) return str();
    const size = SIZES[type];
    if (size === undefined) throw new GgufFormatError(`value type ${type}`);
    need(size);
    let v: number;
    switch (type) {
      case 0:
      case 7:
        v = buf.readUInt8(at);
        break;
      case 1:
        v = buf.readInt8(at);
        break;
      case 2:
        v = buf.readUInt16LE(at);
        break;
      case 3:
        v = buf.readInt16LE(at);
        break;
      case 4:
        v = buf.readUInt32LE(at);
        break;
      case 5:
        v = buf.readInt32LE(at);
        break;
      case 6:
        v = buf.readFloatLE(at);
        break;
      case 10:
        v = Number(buf.readBigUInt64LE(at));
        break;
      case 11:
        v = Number(buf.readBigInt64LE(at));
        break;
      default:
        v = buf.readDoubleLE(at);
    }
    at += size;
    return v;
  };
  try {
    for (let i = 0; i < kvCount; i++) {
      const key = str();
      need(4);
      const type = buf.readUInt32LE(at);
      at += 4;
      if (type === 9) {
        need(12);
        const itemType = buf.readUInt32LE(at);
        const count = Number(buf.readBigUInt64LE(at + 4));
        at += 12;
        if (itemType === 8) for (let j = 0; j < count; j++) str();
        else {
          const size = SIZES[itemType];
          if (size === undefined) throw new GgufFormatError(`array type ${itemType}`);
          need(size * count);
          at += size * count;
        }
        continue;
      }
      const value = scalar(type);
      if (key === 'general.architecture' && typeof value === 'string') head.architecture = value;
      else if (typeof value === 'number') head.numbers[key] = value;
    }
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
  }
  return head;
}

/** A metadata number of the architecture (`llama.block_count` …). */
const archNumber = (h: GgufHead, key: string) => (h.architecture ? h.numbers[`${h.architecture}.${key}`] : undefined);

/**
 * Bytes a model needs loaded on the CPU with `contextSize` tokens: its weights (≈ the file), the f16 KV cache
 * (2 × layers × context × key/value width × 2 bytes) when the metadata gives the sizes, and a fixed overhead.
 */
export function estimateMemory(fileBytes: number, head: GgufHead, contextSize: number): number {
  const layers = archNumber(head, 'block_count');
  const embd = archNumber(head, 'embedding_length');
  const heads = archNumber(head, 'attention.head_count');
  const kvHeads = archNumber(head, 'attention.head_count_kv') ?? heads;
  const kvWidth = layers && embd && heads && kvHeads ? (embd * kvHeads) / heads : 0;
  const kvCache = layers ? 2 * layers * contextSize * kvWidth * 2 : 0;
  return fileBytes + kvCache + OVERHEAD_BYTES;
}

export interface ModelFileInfo {
  file: string;
  bytes: number;
  head: GgufHead;
  /** Estimated bytes in memory (see `estimateMemory`). */
  needBytes: number;
  /** The model's own context length, when it says. */
  trainContext: number | null;
}

export type ModelFileCheck =
  { ok: true; info: ModelFileInfo } | { ok: false; problem: LocalModelProblem; detail: string };

/**
 * The checks before loading: the file exists and is a regular file, starts with the GGUF magic bytes and a known
 * version, and (with its KV cache for `contextSize`) fits in `freeBytes`. The architecture is checked against the
 * bundled llama.cpp by the worker (it knows which it supports).
 */
export async function checkModelFile(file: string, contextSize: number, freeBytes: number): Promise<ModelFileCheck> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch (e) {
    return { ok: false, problem: 'missing', detail: (e as NodeJS.ErrnoException).code ?? String(e) };
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return { ok: false, problem: 'missing', detail: 'not a file' };
    const buf = Buffer.alloc(Math.min(HEAD_BYTES, stat.size));
    await handle.read(buf, 0, buf.length, 0);
    let head: GgufHead;
    try {
      head = parseGgufHead(buf);
    } catch (e) {
      if (!(e instanceof GgufFormatError)) throw e;
      return { ok: false, problem: 'not-gguf', detail: e.message };
    }
    const trainContext = archNumber(head, 'context_length') ?? null;
    const needBytes = estimateMemory(stat.size, head, trainContext ? Math.min(contextSize, trainContext) : contextSize);
    if (needBytes > freeBytes)
      return { ok: false, problem: 'too-large', detail: `${formatBytes(needBytes)} > ${formatBytes(freeBytes)}` };
    return { ok: true, info: { file, bytes: stat.size, head, needBytes, trainContext } };
  } finally {
    await handle.close();
  }
}

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(0)} MB`;
  return `${Math.ceil(n / 1024)} KB`;
}

/** The `.gguf` files directly in `dir`, by name (none when the folder does not exist). */
export async function listModelFiles(dir: string): Promise<ChatLocalModel[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const out: ChatLocalModel[] = [];
  for (const name of names.filter((n) => /\.gguf$/i.test(n)).sort()) {
    const file = path.join(dir, name);
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) continue;
      const handle = await fs.open(file, 'r');
      const magic = Buffer.alloc(4);
      try {
        await handle.read(magic, 0, 4, 0);
      } finally {
        await handle.close();
      }
      out.push({ name, bytes: stat.size, gguf: magic.toString('latin1') === GGUF_MAGIC });
    } catch {
      // A file that vanished or cannot be read is not offered.
    }
  }
  return out;
}
