import { promises as fs } from 'node:fs';

/**
 * A tiny llama-architecture GGUF model (version 3, f32 tensors, random weights, a SentencePiece vocabulary with
 * byte fallback and a ChatML template) that the bundled llama.cpp loads and runs in milliseconds: what the tests of
 * the local model provider load through the real node-llama-cpp path, with no real model in CI.
 *
 * Layout (GGUF spec, github.com/ggml-org/ggml docs/gguf.md): magic, version, tensor count, key/value count, the
 * typed key/values, the tensor infos (name, dims in ggml order — fastest first —, type, offset), padding to
 * `general.alignment` (32), then the tensor data, each aligned. Tensor names and shapes are those llama.cpp's
 * `llama` loader asks for (`token_embd`, `blk.N.attn_{norm,q,k,v,output}`, `blk.N.ffn_{norm,gate,up,down}`,
 * `output_norm`, `output`).
 *
 * Random weights write random tokens; to keep the tests' answers predictable in shape, one dimension of the
 * residual stream is a large constant (set in every token's embedding, never written by attention or the
 * feed-forward) so the output layer's weight on it decides which tokens the model prefers: `prefer` pieces get a
 * large positive weight, every other token (end of turn, control, odd bytes) a negative one. So the model never
 * stops by itself (it writes until `maxTokens` or an abort) and writes only the preferred pieces.
 */

type Scalar = { u32: number } | { i32: number } | { f32: number } | { bool: boolean } | string;
type GgufKv = Scalar | string[] | { f32s: number[] } | { i32s: number[] };

const T_U32 = 4;
const T_I32 = 5;
const T_F32 = 6;
const T_BOOL = 7;
const T_STRING = 8;
const T_ARRAY = 9;
const GGML_F32 = 0;
const ALIGN = 32;

class Out {
  parts: Buffer[] = [];
  size = 0;
  push(b: Buffer): void {
    this.parts.push(b);
    this.size += b.length;
  }
  private scalar(size: number, write: (b: Buffer) => void): void {
    const b = Buffer.alloc(size);
    write(b);
    this.push(b);
  }
  u32(n: number): void {
    this.scalar(4, (b) => b.writeUInt32LE(n));
  }
  i32(n: number): void {
    this.scalar(4, (b) => b.writeInt32LE(n));
  }
  f32(n: number): void {
    this.scalar(4, (b) => b.writeFloatLE(n));
  }
  u64(n: number): void {
    this.scalar(8, (b) => b.writeBigUInt64LE(BigInt(n)));
  }
  str(s: string): void {
    const bytes = Buffer.from(s, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  pad(): void {
    const n = (ALIGN - (this.size % ALIGN)) % ALIGN;
    if (n) this.push(Buffer.alloc(n));
  }
}

function writeKv(o: Out, key: string, v: GgufKv): void {
  o.str(key);
  if (typeof v === 'string') {
    o.u32(T_STRING);
    o.str(v);
  } else if (Array.isArray(v)) {
    o.u32(T_ARRAY);
    o.u32(T_STRING);
    o.u64(v.length);
    for (const s of v) o.str(s);
  } else if ('f32s' in v) {
    o.u32(T_ARRAY);
    o.u32(T_F32);
    o.u64(v.f32s.length);
    for (const n of v.f32s) o.f32(n);
  } else if ('i32s' in v) {
    o.u32(T_ARRAY);
    o.u32(T_I32);
    o.u64(v.i32s.length);
    for (const n of v.i32s) o.i32(n);
  } else if ('u32' in v) {
    o.u32(T_U32);
    o.u32(v.u32);
  } else if ('i32' in v) {
    o.u32(T_I32);
    o.i32(v.i32);
  } else if ('f32' in v) {
    o.u32(T_F32);
    o.f32(v.f32);
  } else {
    o.u32(T_BOOL);
    o.push(Buffer.from([v.bool ? 1 : 0]));
  }
}

/** A seeded generator (mulberry32), so every run writes the same model. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ChatML template (node-llama-cpp recognises it and uses its ChatML chat wrapper). */
export const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/** Word pieces of the vocabulary beyond the bytes (SentencePiece marks a leading space with ▁). */
export const TINY_PIECES = [
  '▁wheat',
  '▁rice',
  '▁maize',
  '▁crop',
  '▁yield',
  '▁index',
  '▁is',
  '▁good',
  '▁the',
  '▁of',
  '▁in',
  '▁and',
  '▁India',
  '▁China',
  '.',
  ',',
  '▁',
  '||call:',
];

export interface TinyModelOptions {
  /**
   * Tokens the model writes, by their vocabulary name (a byte is `<0x7D>`), with how strongly (default 3; every
   * other token gets -3). Default: the word pieces, not the function-call prefix.
   */
  prefer?: string[] | Record<string, number>;
  /** `general.architecture` (an unknown one makes a model llama.cpp refuses). */
  architecture?: string;
  seed?: number;
}

/**
 * A model that calls a function at once: it prefers the `||call:` prefix of node-llama-cpp's default function
 * syntax (which its ChatML wrapper uses), and inside the grammar-constrained call the characters that end it
 * soonest: `}` (no optional parameter), `1` (a one-digit number) and `)`. A free string parameter would never end
 * (the model prefers `||call:` inside it too): the functions it is given take enums and numbers.
 */
export const CALLING_PREFERENCES: Record<string, number> = {
  '||call:': 6,
  '<0x7D>': 4,
  '<0x29>': 3,
  '<0x31>': 2,
};

/** Sizes: small enough to write and load in milliseconds (≈ 390 KB). */
const N_EMBD = 64;
const N_HEAD = 4;
const N_HEAD_KV = 2;
const N_FF = 96;
const N_LAYER = 2;
const N_CTX = 8192;

/** The bytes of a tiny loadable model. */
export function tinyModelBytes(opts: TinyModelOptions = {}): Buffer {
  const rnd = random(opts.seed ?? 33);
  const gauss = (scale: number) => (rnd() + rnd() + rnd() - 1.5) * scale;
  const given = opts.prefer ?? TINY_PIECES.filter((p) => p !== '||call:' && p !== '▁');
  const prefer = new Map<string, number>(Array.isArray(given) ? given.map((t) => [t, 3]) : Object.entries(given));

  // Vocabulary: <unk> <s> </s>, the ChatML control tokens, the 256 byte tokens, the pieces.
  const tokens = ['<unk>', '<s>', '</s>', '<|im_start|>', '<|im_end|>'];
  const types = [2, 3, 3, 3, 3]; // 1 normal, 2 unknown, 3 control, 6 byte
  for (let b = 0; b < 256; b++) {
    tokens.push(`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(6);
  }
  for (const p of TINY_PIECES) {
    tokens.push(p);
    types.push(1);
  }
  const scores = tokens.map((t, i) => (types[i] === 1 ? -i / 100 : 0));
  const nVocab = tokens.length;
  const arch = opts.architecture ?? 'llama';

  const kv: [string, GgufKv][] = [
    ['general.architecture', arch],
    ['general.name', 'cropwatch tiny test model'],
    ['general.alignment', { u32: ALIGN }],
    [`${arch}.context_length`, { u32: N_CTX }],
    [`${arch}.embedding_length`, { u32: N_EMBD }],
    [`${arch}.block_count`, { u32: N_LAYER }],
    [`${arch}.feed_forward_length`, { u32: N_FF }],
    [`${arch}.attention.head_count`, { u32: N_HEAD }],
    [`${arch}.attention.head_count_kv`, { u32: N_HEAD_KV }],
    [`${arch}.attention.layer_norm_rms_epsilon`, { f32: 1e-5 }],
    [`${arch}.rope.dimension_count`, { u32: N_EMBD / N_HEAD }],
    [`${arch}.vocab_size`, { u32: nVocab }],
    ['tokenizer.ggml.model', 'llama'],
    ['tokenizer.ggml.tokens', tokens],
    ['tokenizer.ggml.scores', { f32s: scores }],
    ['tokenizer.ggml.token_type', { i32s: types }],
    ['tokenizer.ggml.bos_token_id', { u32: 1 }],
    ['tokenizer.ggml.eos_token_id', { u32: 4 }],
    ['tokenizer.ggml.unknown_token_id', { u32: 0 }],
    ['tokenizer.ggml.add_bos_token', { bool: true }],
    ['tokenizer.chat_template', CHATML_TEMPLATE],
  ];

  // Tensors: [name, ggml dims (fastest first), values].
  const kvDim = (N_EMBD / N_HEAD) * N_HEAD_KV;
  const tensors: [string, number[], Float32Array][] = [];
  const matrix = (name: string, cols: number, rows: number, fill: (row: number, col: number) => number) => {
    const a = new Float32Array(cols * rows);
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) a[r * cols + c] = fill(r, c);
    tensors.push([name, [cols, rows], a]);
  };
  const ones = (name: string) => tensors.push([name, [N_EMBD], new Float32Array(N_EMBD).fill(1)]);
  // Dimension 0 of the residual stream: a constant 8 in every embedding, never written by a layer.
  matrix('token_embd.weight', N_EMBD, nVocab, (_r, c) => (c === 0 ? 8 : gauss(0.5)));
  for (let l = 0; l < N_LAYER; l++) {
    ones(`blk.${l}.attn_norm.weight`);
    matrix(`blk.${l}.attn_q.weight`, N_EMBD, N_EMBD, () => gauss(0.3));
    matrix(`blk.${l}.attn_k.weight`, N_EMBD, kvDim, () => gauss(0.3));
    matrix(`blk.${l}.attn_v.weight`, N_EMBD, kvDim, () => gauss(0.3));
    matrix(`blk.${l}.attn_output.weight`, N_EMBD, N_EMBD, (r) => (r === 0 ? 0 : gauss(0.3)));
    ones(`blk.${l}.ffn_norm.weight`);
    matrix(`blk.${l}.ffn_gate.weight`, N_EMBD, N_FF, () => gauss(0.3));
    matrix(`blk.${l}.ffn_up.weight`, N_EMBD, N_FF, () => gauss(0.3));
    matrix(`blk.${l}.ffn_down.weight`, N_FF, N_EMBD, (r) => (r === 0 ? 0 : gauss(0.3)));
  }
  ones('output_norm.weight');
  matrix('output.weight', N_EMBD, nVocab, (r, c) => (c === 0 ? (prefer.get(tokens[r]) ?? -3) : gauss(0.5)));

  const o = new Out();
  o.push(Buffer.from('GGUF', 'latin1'));
  o.u32(3);
  o.u64(tensors.length);
  o.u64(kv.length);
  for (const [k, v] of kv) writeKv(o, k, v);
  let offset = 0;
  for (const [name, dims, data] of tensors) {
    o.str(name);
    o.u32(dims.length);
    for (const d of dims) o.u64(d);
    o.u32(GGML_F32);
    o.u64(offset);
    offset += Math.ceil((data.length * 4) / ALIGN) * ALIGN;
  }
  o.pad();
  for (const [, , data] of tensors) {
    o.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    o.pad();
  }
  return Buffer.concat(o.parts);
}

/** Writes a tiny loadable model to `file` (see `tinyModelBytes`). */
export async function writeTinyModel(file: string, opts: TinyModelOptions = {}): Promise<void> {
  await fs.writeFile(file, tinyModelBytes(opts));
}
