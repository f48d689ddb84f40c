import { promises as fs } from 'node:fs';

/** A metadata value of a generated GGUF file: a string, an unsigned 32-bit number, or an array of strings. */
export type GgufValue = string | number | string[];

const str = (s: string): Buffer => {
  const bytes = Buffer.from(s, 'utf8');
  const len = Buffer.alloc(8);
  len.writeBigUInt64LE(BigInt(bytes.length));
  return Buffer.concat([len, bytes]);
};
const u32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u64 = (n: number): Buffer => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
};

/**
 * The bytes of a GGUF file (version 3) with the given metadata and no tensors: what the checks before loading
 * read (magic, version, `general.architecture`, sizes). Not a model llama.cpp can run: loading it fails, which the
 * tests use too.
 */
export function ggufBytes(metadata: Record<string, GgufValue>, version = 3): Buffer {
  const parts: Buffer[] = [Buffer.from('GGUF', 'latin1'), u32(version), u64(0), u64(Object.keys(metadata).length)];
  for (const [key, value] of Object.entries(metadata)) {
    parts.push(str(key));
    if (typeof value === 'string') parts.push(u32(8), str(value));
    else if (typeof value === 'number') parts.push(u32(4), u32(value));
    else parts.push(u32(9), u32(8), u64(value.length), ...value.map(str));
  }
  return Buffer.concat(parts);
}

/** Writes a header-only GGUF file; `sizeBytes` makes it that large (sparse: no disk is used for the rest). */
export async function writeGguf(file: string, metadata: Record<string, GgufValue>, sizeBytes?: number): Promise<void> {
  await fs.writeFile(file, ggufBytes(metadata));
  if (sizeBytes) await fs.truncate(file, sizeBytes);
}

/** Metadata of a small llama-architecture model. */
export const LLAMA_METADATA: Record<string, GgufValue> = {
  'general.architecture': 'llama',
  'general.name': 'tiny test',
  'llama.context_length': 2048,
  'llama.embedding_length': 64,
  'llama.block_count': 2,
  'llama.attention.head_count': 4,
  'llama.attention.head_count_kv': 4,
  'tokenizer.ggml.model': 'llama',
  'tokenizer.ggml.tokens': ['<unk>', '<s>', '</s>', 'a', 'b'],
};
