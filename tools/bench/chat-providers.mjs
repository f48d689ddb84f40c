// Issue #33: the local model provider, part of `npm run bench` (or alone after a build:
// `node tools/bench/chat-providers.mjs`). Uses the built emulator (apps/emulator/dist).
// - Always: the checks before loading (open, GGUF header, memory estimate) on a generated header-only GGUF file.
// - Always: the tiny generated model of the tests (apps/emulator/test/support/tiny-gguf.ts, transpiled here with
//   esbuild): the provider's own cost per turn beyond the model's time (the provider's stream, the worker's
//   messages, the figure check of the answer), target <= 20 ms. Tools and persistence need the emulator's database
//   and are not in this figure; the figure check of a 500-word answer is figure-check.mjs (target <= 5 ms).
// - With CHAT_MODEL_PATH pointing at a real GGUF model (none is downloaded): load time, time to first token with a
//   ~1,500-token context, and tokens per second at 1 and 2 threads. Without it those are skipped, and it says so.
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/process.mjs';

const require = createRequire(import.meta.url);
const dist = (p) => path.join(ROOT, 'apps/emulator/dist/modules/chat/providers/local', p);
const TURNS = 20;
const TURN_TARGET_MS = 20;

/** The tests' tiny GGUF writer, transpiled from TypeScript (it imports only node:fs). */
async function tinyModelWriter() {
  const { transformSync } = require('esbuild');
  const source = await fs.readFile(path.join(ROOT, 'apps/emulator/test/support/tiny-gguf.ts'), 'utf8');
  const { code } = transformSync(source, { loader: 'ts', format: 'esm' });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Turns of the local provider with the tiny model: wall time minus the time the host spends writing. */
async function measureTinyTurns(dir) {
  const { writeTinyModel } = await tinyModelWriter();
  const file = path.join(dir, 'tiny.gguf');
  await writeTinyModel(file);
  const { LocalModelHost } = require(dist('local-model.host.js'));
  const { LocalAnswerProvider } = require(dist('local.provider.js'));
  const { finalizeAnswer } = require(path.join(ROOT, 'apps/emulator/dist/modules/chat/figures/figure-check.js'));
  const host = new LocalModelHost({ dataDir: dir });
  let modelMs = 0;
  const generate = host.generate.bind(host);
  host.generate = async (...args) => {
    const t0 = process.hrtime.bigint();
    try {
      return await generate(...args);
    } finally {
      modelMs += Number(process.hrtime.bigint() - t0) / 1e6;
    }
  };
  const provider = new LocalAnswerProvider(host);
  const app = {
    provider: 'local',
    modelPath: file,
    threads: 1,
    contextSize: 2048,
    idleMinutes: 10,
    temperature: 0,
    maxTokens: 32,
    systemPrompt: 'You write CropWatch bulletins.',
  };
  const loaded = await host.load(host.optionsFor(app));
  const overhead = [];
  const model = [];
  let tokens = 0;
  for (let i = 0; i < TURNS + 2; i++) {
    modelMs = 0;
    const t0 = process.hrtime.bigint();
    let text = '';
    const evidence = [];
    for await (const chunk of provider.answer(
      { question: `How is wheat in India? (${i})`, images: [], history: [], app, lang: 'en-US' },
      new AbortController().signal,
    )) {
      if (chunk.type === 'delta') text += chunk.text;
      else if (chunk.type === 'evidence') evidence.push(...chunk.items);
      else if (chunk.type === 'final') tokens = chunk.usage.completionTokens;
    }
    finalizeAnswer(text, evidence, { complete: true });
    const wall = Number(process.hrtime.bigint() - t0) / 1e6;
    if (i < 2) continue; // warm-up
    overhead.push(wall - modelMs);
    model.push(modelMs);
  }
  await host.onModuleDestroy();
  const overheadMs = Number(median(overhead).toFixed(3));
  return {
    bytes: (await fs.stat(file)).size,
    loadMs: loaded.milliseconds,
    turns: TURNS,
    completionTokens: tokens,
    modelMedianMs: Number(median(model).toFixed(2)),
    overheadMedianMs: overheadMs,
    targetMs: TURN_TARGET_MS,
    pass: overheadMs <= TURN_TARGET_MS,
  };
}

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
  const result = { checkMedianMs: Number(times[100].toFixed(3)), tiny: null, real: null, skipped: null };
  try {
    result.tiny = await measureTinyTurns(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }

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
  console.log(`\nLocal model provider (issue #33)`);
  console.log(`local model: checks before loading ${r.checkMedianMs} ms (median of 200)`);
  const t = r.tiny;
  console.log(
    `local model, tiny generated (${Math.round(t.bytes / 1024)} KB, loaded in ${t.loadMs} ms): provider's own cost ${t.overheadMedianMs} ms per turn beyond the model's ${t.modelMedianMs} ms (${t.completionTokens} tokens; median of ${t.turns}; no tools or persistence) / target <= ${t.targetMs} ms: ${t.pass ? 'PASS' : 'FAIL'}`,
  );
  if (r.skipped) console.log(`local model: ${r.skipped}`);
  else
    for (const [threads, m] of Object.entries(r.real.threads))
      console.log(
        `local model ${r.real.model}, ${threads} thread(s): load ${m.loadMs} ms, first token ${m.firstTokenMs} ms with ${m.promptTokens} prompt tokens, ${m.tokensPerSecond} tokens/s`,
      );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureChatProviders();
  printChatProviders(r);
  process.exitCode = r.tiny.pass ? 0 : 1;
}
