// Issue #33: the local model provider. Run alone after a build (`npm run build`, then
// `node tools/bench/chat-providers.mjs`); not part of `npm run bench` yet.
// - Always: the checks before loading (open, GGUF header, memory estimate) on a generated header-only GGUF file.
// - With CHAT_MODEL_PATH pointing at a real GGUF model (none is downloaded): load time, time to first token with a
//   ~1,500-token context, and tokens per second at 1 and 2 threads. Without it those are skipped, and it says so.
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/process.mjs';

const require = createRequire(import.meta.url);
const dist = (p) => path.join(ROOT, 'apps/emulator/dist/modules/chat/providers/local', p);

function headerOnlyGguf() {
  const str = (s) => {
    const b = Buffer.from(s, 'utf8');
    const len = Buffer.alloc(8);
    len.writeBigUInt64LE(BigInt(b.length));
    return Buffer.concat([len, b]);
  };
  const u32 = (n) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    return b;
  };
  const kv = [
    ['general.architecture', 'llama'],
    ['llama.context_length', 4096],
    ['llama.block_count', 28],
    ['llama.embedding_length', 1536],
    ['llama.attention.head_count', 12],
    ['llama.attention.head_count_kv', 2],
  ];
  const count = Buffer.alloc(16);
  count.writeBigUInt64LE(0n, 0);
  count.writeBigUInt64LE(BigInt(kv.length), 8);
  const parts = [Buffer.from('GGUF', 'latin1'), u32(3), count];
  for (const [k, v] of kv) parts.push(str(k), ...(typeof v === 'string' ? [u32(8), str(v)] : [u32(4), u32(v)]));
  return Buffer.concat(parts);
}

export async function measureChatProviders() {
  const files = require(dist('model-files.js'));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-bench-models-'));
  const file = path.join(dir, 'header.gguf');
  await fs.writeFile(file, headerOnlyGguf());
  const times = [];
  for (let i = 0; i < 200; i++) {
    const t0 = process.hrtime.bigint();
    await files.checkModelFile(file, 4096, os.freemem());
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  await fs.rm(dir, { recursive: true, force: true });
  const result = { checkMedianMs: Number(times[100].toFixed(3)), real: null, skipped: null };

  const model = process.env.CHAT_MODEL_PATH;
  if (!model) {
    result.skipped =
      'CHAT_MODEL_PATH is not set: no real model, so load time, first token and tokens/s are not measured';
    return result;
  }
  const { LocalModelHost } = require(dist('local-model.host.js'));
  const context = Array.from({ length: 150 }, (_, i) => `Zone ${i}: rainfall ${900 + i} mm, +${i % 9}%.`).join(' ');
  const real = { model: path.basename(model), threads: {} };
  for (const threads of [1, 2]) {
    const host = new LocalModelHost({ dataDir: os.tmpdir() });
    const opts = { file: path.resolve(model), contextSize: 4096, threads, idleMs: 60_000 };
    const loaded = await host.load(opts);
    let first = null;
    let chars = 0;
    const started = Date.now();
    const r = await host.generate(
      opts,
      {
        system: context,
        history: [],
        question: 'Summarise the rainfall in two sentences.',
        temperature: 0,
        maxTokens: 128,
        functions: [],
      },
      {
        onQueue: () => {},
        onText: (t) => ((first ??= Date.now() - started), (chars += t.length)),
        onTool: async () => ({}),
      },
      new AbortController().signal,
    );
    const total = (Date.now() - started) / 1000;
    real.threads[threads] = {
      loadMs: loaded.milliseconds,
      promptTokens: r.promptTokens,
      firstTokenMs: first,
      completionTokens: r.completionTokens,
      tokensPerSecond: Number((r.completionTokens / Math.max(0.001, total - (first ?? 0) / 1000)).toFixed(2)),
      chars,
    };
    await host.onModuleDestroy();
  }
  result.real = real;
  return result;
}

export function printChatProviders(r) {
  console.log(`local model: checks before loading ${r.checkMedianMs} ms (median of 200)`);
  if (r.skipped) console.log(`local model: ${r.skipped}`);
  else
    for (const [threads, m] of Object.entries(r.real.threads))
      console.log(
        `local model ${r.real.model}, ${threads} thread(s): load ${m.loadMs} ms, first token ${m.firstTokenMs} ms with ${m.promptTokens} prompt tokens, ${m.tokensPerSecond} tokens/s`,
      );
}

if (import.meta.url === `file://${process.argv[1]}`) printChatProviders(await measureChatProviders());
