import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LLAMA_METADATA, writeGguf } from '../../../../../test/support/gguf-file';
import { CALLING_PREFERENCES, writeTinyModel } from '../../../../../test/support/tiny-gguf';
import { LocalModelError, LocalModelHost, LOCAL_QUEUE_MAX, type LocalGenerateHooks } from './local-model.host';

/**
 * The host through the real node-llama-cpp path (its worker thread, the bundled CPU binary) with a tiny model the
 * test writes (random weights: the tests check structure and behaviour, not wording). `CHAT_TEST_MODEL` (a real
 * GGUF file) runs the same answers once more with that model.
 */
describe('local model host (issue #33)', () => {
  let dir: string;
  let host: LocalModelHost;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-host-'));
  });
  beforeEach(() => {
    host = new LocalModelHost({ dataDir: dir } as never);
  });
  /** Set while a describe shares one host across its tests. */
  let keepHost = false;
  afterEach(() => (keepHost ? undefined : host.onModuleDestroy()));
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const opts = (file: string, idleMs = 60_000) => ({ file, contextSize: 512, threads: 1, idleMs });
  const failure = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      if (e instanceof LocalModelError) return { problem: e.problem, message: e.message, detail: e.detail };
      throw e;
    }
    throw new Error('expected a LocalModelError');
  };

  it('resolves an app file below DATA_DIR/models and defaults the rest', () => {
    expect(host.optionsFor({ modelPath: 'm.gguf' })).toMatchObject({
      file: path.join(dir, 'models', 'm.gguf'),
      contextSize: 4096,
      idleMs: 600_000,
    });
    expect(host.optionsFor({ modelPath: '/abs/m.gguf', threads: 2, idleMinutes: 1 })).toMatchObject({
      file: '/abs/m.gguf',
      threads: 2,
      idleMs: 60_000,
    });
  });

  it('says which file is missing, in both languages', async () => {
    const file = path.join(dir, 'absent.gguf');
    expect(await failure(host.load(opts(file)))).toMatchObject({ problem: 'missing', message: /模型文件不存在/ });
    expect(await failure(host.load(opts(file), false))).toMatchObject({ message: /model file is missing/ });
    expect(host.loadedFiles()).toEqual([]);
  });

  it('refuses a 20 GB model file before loading it (sparse: no disk used)', async () => {
    const file = path.join(dir, 'big.gguf');
    await writeGguf(file, LLAMA_METADATA, 20 * 1024 ** 3);
    // As on a machine with at most 16 GB free (this one has less; a CI runner may have more).
    host.freeMemory = () => Math.min(os.freemem(), 16 * 1024 ** 3);
    const started = Date.now();
    const f = await failure(host.load(opts(file)));
    expect(f).toMatchObject({ problem: 'too-large', message: /可用内存/ });
    expect(f.detail).toMatch(/^20\.\d GB > /);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(host.loadedFiles()).toEqual([]);
  });

  it('says a file that does not start with GGUF is not a model', async () => {
    const file = path.join(dir, 'notes.gguf');
    await fs.writeFile(file, 'just some text, not a model\n'.repeat(10));
    expect(await failure(host.load(opts(file)))).toMatchObject({ problem: 'not-gguf', message: /不是 GGUF/ });
  });

  it('refuses a complete model of an architecture the bundled llama.cpp does not know', async () => {
    const file = path.join(dir, 'arch.gguf');
    await writeTinyModel(file, { architecture: 'no-such-arch' });
    const f = await failure(host.load(opts(file)));
    expect(f).toMatchObject({ problem: 'unsupported-architecture', detail: 'no-such-arch' });
    expect(f.message).toContain('no-such-arch');
    expect(host.loadedFiles()).toEqual([]);
  }, 60_000);

  it('reports a GGUF that llama.cpp cannot load (no tensors) as a load failure, and keeps nothing loaded', async () => {
    const file = path.join(dir, 'empty.gguf');
    await writeGguf(file, LLAMA_METADATA);
    const f = await failure(host.load(opts(file)));
    expect(f.problem).toBe('load-failed');
    expect(f.detail.length).toBeGreaterThan(0);
    expect(host.loadedFiles()).toEqual([]);
  }, 60_000);

  const request = (question: string, maxTokens = 24) => ({
    system: 'You are a helpful assistant. Answer briefly.',
    history: [],
    question,
    temperature: 0,
    maxTokens,
    functions: [],
  });
  const hooks = (
    onText?: (t: string) => void,
  ): LocalGenerateHooks & { text: string; chunks: number; queue: number[] } => {
    const h = {
      text: '',
      chunks: 0,
      queue: [] as number[],
      onQueue: (p: number) => h.queue.push(p),
      onText: (t: string) => {
        h.text += t;
        h.chunks++;
        onText?.(t);
      },
      onTool: () => Promise.resolve({}),
    };
    return h;
  };

  /** The tiny generated model (see test/support/tiny-gguf.ts): real llama architecture, random weights. */
  describe('with a tiny generated model', () => {
    let tiny: string;
    let caller: string;
    // One host for these tests, as in the server: each file is loaded once and shared.
    let shared: LocalModelHost;
    beforeAll(async () => {
      tiny = path.join(dir, 'tiny.gguf');
      caller = path.join(dir, 'caller.gguf');
      await writeTinyModel(tiny);
      await writeTinyModel(caller, { prefer: CALLING_PREFERENCES });
      shared = new LocalModelHost({ dataDir: dir } as never);
      keepHost = true;
    });
    beforeEach(() => {
      host = shared;
    });
    afterAll(() => {
      keepHost = false;
      return shared.onModuleDestroy();
    });

    it('is a few hundred KB', async () => {
      const { size } = await fs.stat(tiny);
      expect(size).toBeGreaterThan(100 * 1024);
      expect(size).toBeLessThan(1024 * 1024);
    });

    it('loads once through node-llama-cpp and streams an answer of the asked length', async () => {
      const o = opts(tiny);
      const info = await host.load(o);
      expect(info).toMatchObject({ file: tiny, contextSize: 512, trainContextSize: 8192 });
      expect(info.info.head.architecture).toBe('llama');
      expect(await host.load(o)).toBe(info);
      const a = hooks();
      const r = await host.generate(o, request('How is wheat in India?', 16), a, new AbortController().signal);
      expect(r).toMatchObject({ aborted: false, stopReason: 'maxTokens', functionsOffered: false });
      expect(r.completionTokens).toBe(16);
      expect(r.promptTokens).toBeGreaterThan(5);
      expect(a.chunks).toBeGreaterThan(3);
      expect(a.text.trim().length).toBeGreaterThan(10);
      expect(host.loadedFiles()).toEqual([tiny]);
    }, 60_000);

    it('stops mid-answer when the answer is aborted', async () => {
      const o = opts(tiny);
      const ac = new AbortController();
      const a = hooks(() => {
        if (a.chunks === 3) ac.abort();
      });
      const r = await host.generate(o, request('Write a long report.', 400), a, ac.signal);
      expect(r.aborted).toBe(true);
      expect(r.stopReason).toBe('abort');
      expect(a.chunks).toBeGreaterThanOrEqual(3);
      expect(a.chunks).toBeLessThan(100);
      // The model is still loaded and answers the next question.
      const b = hooks();
      expect((await host.generate(o, request('Again?', 4), b, new AbortController().signal)).aborted).toBe(false);
      expect(b.text.length).toBeGreaterThan(0);
    }, 60_000);

    it('queues a second session behind the first, tells it its place, and bounds the queue', async () => {
      const o = opts(tiny);
      await host.load(o);
      const signal = new AbortController().signal;
      const started: string[] = [];
      const a = hooks(() => started.push('a'));
      const b = hooks(() => started.push('b'));
      const first = host.generate(o, request('First?', 40), a, signal);
      const second = host.generate(o, request('Second?', 8), b, signal);
      const extra = Array.from({ length: LOCAL_QUEUE_MAX - 1 }, () =>
        host.generate(o, request('Hi', 2), hooks(), signal),
      );
      expect(await failure(host.generate(o, request('Hi'), hooks(), signal))).toMatchObject({
        problem: 'busy',
        detail: String(LOCAL_QUEUE_MAX),
      });
      const [ra, rb] = await Promise.all([first, second, ...extra]);
      expect(b.queue[0]).toBe(1);
      expect(a.queue).toEqual([]);
      expect(started.lastIndexOf('a')).toBeLessThan(started.indexOf('b'));
      expect(ra.completionTokens).toBe(40);
      expect(rb.completionTokens).toBe(8);
    }, 60_000);

    it('makes a grammar-constrained function call whose parameters parse against the schema', async () => {
      const o = { ...opts(caller), contextSize: 2048 };
      const ac = new AbortController();
      const calls: { name: string; params: unknown }[] = [];
      const h = hooks();
      h.onTool = (name, params) => {
        calls.push({ name, params });
        ac.abort(); // random weights would call it again and again
        return Promise.resolve({ value: 41.5 });
      };
      const r = await host.generate(
        o,
        {
          ...request('How is wheat in India?', 200),
          functions: [
            {
              name: 'lookup_indicator',
              description: 'An indicator of a unit in a year',
              params: {
                type: 'object',
                properties: {
                  unit: { type: 'string', enum: ['IN', 'CN'] },
                  year: { type: 'number', minimum: 2000 },
                },
                required: ['unit', 'year'],
              },
            },
          ],
        },
        h,
        ac.signal,
      );
      expect(r.aborted).toBe(true);
      expect(calls).toHaveLength(1);
      expect(calls[0].name).toBe('lookup_indicator');
      const params = calls[0].params as { unit: string; year: number };
      expect(['IN', 'CN']).toContain(params.unit);
      expect(typeof params.year).toBe('number');
      expect(Object.keys(params).sort()).toEqual(['unit', 'year']);
    }, 60_000);

    it('tells the model when a tool refuses its arguments, and the turn goes on', async () => {
      const o = { ...opts(caller), contextSize: 2048 };
      const ac = new AbortController();
      const calls: unknown[] = [];
      const h = hooks();
      h.onTool = (_name, params) => {
        calls.push(params);
        if (calls.length === 1) return Promise.reject(new Error('year must be 2000 or later'));
        ac.abort();
        return Promise.resolve({ value: 41.5 });
      };
      const r = await host.generate(
        o,
        {
          ...request('How is wheat in India?', 400),
          functions: [
            {
              name: 'lookup_indicator',
              description: 'An indicator of a unit in a year',
              params: {
                type: 'object',
                properties: { year: { type: 'number' } },
                required: ['year'],
              },
            },
          ],
        },
        h,
        ac.signal,
      );
      // The error went back to the model as the call's result (not a failed answer): it called again.
      expect(r.aborted).toBe(true);
      expect(calls).toHaveLength(2);
    }, 60_000);

    it('says the context is too small when the tool descriptions do not fit it, and keeps the model', async () => {
      const o = opts(tiny); // loaded with 512 tokens of context
      const functions = [
        {
          name: 'lookup_indicator',
          description: 'An indicator of a unit in a year. '.repeat(20),
          params: { type: 'object', properties: { year: { type: 'number' } } },
        },
      ];
      const p = host.generate(o, { ...request('Hi', 8), functions }, hooks(), new AbortController().signal);
      await expect(p).rejects.toThrow(/^本地模型的上下文长度（512 个词元）放不下系统提示、工具说明和问题/);
      const en = host.generate(o, { ...request('Hi', 8), functions }, hooks(), new AbortController().signal, false);
      await expect(en).rejects.toThrow(/^The local model's context \(512 tokens\)/);
      expect((await host.generate(o, request('Hi', 2), hooks(), new AbortController().signal)).completionTokens).toBe(
        2,
      );
    }, 60_000);

    /** Five pairs of about 250 characters each: together far more than 512 tokens of the tiny model. */
    const longHistory = [1, 2, 3, 4, 5].flatMap((i) => [
      { role: 'user' as const, text: `Question ${i}: how did the wheat of zone ${i} do this year? `.repeat(2) },
      {
        role: 'assistant' as const,
        text: `Answer ${i}: the wheat of zone ${i} did well, rain was near average. `.repeat(2),
      },
    ]);

    it('drops the oldest whole turns of a history longer than the context, says how many, and streams', async () => {
      const o = opts(tiny); // 512 tokens of context
      const trimmed: number[] = [];
      const a = { ...hooks(), onTrimmed: (n: number) => trimmed.push(n) };
      a.onText = (t: string) => {
        a.text += t;
        a.chunks++;
      };
      const r = await host.generate(
        o,
        { ...request('And this year?', 16), history: longHistory },
        a,
        new AbortController().signal,
      );
      expect(r).toMatchObject({ aborted: false, stopReason: 'maxTokens', completionTokens: 16 });
      expect(r.droppedTurns).toBeGreaterThan(0);
      expect(r.droppedTurns).toBeLessThan(5);
      expect(trimmed).toEqual([r.droppedTurns]);
      expect(a.chunks).toBeGreaterThan(3);
      // What was kept fits with room for the answer, counted by the model's tokenizer (not node-llama-cpp's shift).
      expect(r.promptTokens + 16).toBeLessThanOrEqual(512);
      // A short history is kept whole.
      const short = await host.generate(
        o,
        { ...request('And this year?', 16), history: longHistory.slice(-2) },
        hooks(),
        new AbortController().signal,
      );
      expect(short.droppedTurns).toBe(0);
    }, 60_000);

    it('refuses as "context too small" when even the system prompt and the question leave no room', async () => {
      const o = opts(tiny);
      const p = host.generate(
        o,
        { ...request('Why? '.repeat(200), 16), history: longHistory },
        hooks(),
        new AbortController().signal,
      );
      await expect(p).rejects.toThrow(/^本地模型的上下文长度（512 个词元）放不下/);
    }, 60_000);

    it('unloads the model after its idle time and loads it again for the next answer', async () => {
      const o = { ...opts(tiny), idleMs: 200 };
      await host.load({ ...opts(caller), contextSize: 2048 });
      await host.generate(o, request('Hi', 2), hooks(), new AbortController().signal);
      // The caller model of the previous test stays loaded: one model per file, each with its own idle time.
      expect(host.loadedFiles().sort()).toEqual([caller, tiny].sort());
      await new Promise((r) => setTimeout(r, 800));
      expect(host.loadedFiles()).toEqual([caller]);
      const r = await host.generate(o, request('Hi', 2), hooks(), new AbortController().signal);
      expect(r.completionTokens).toBe(2);
    }, 60_000);
  });

  const real = process.env.CHAT_TEST_MODEL;
  const withModel = real ? describe : describe.skip;
  if (!real) {
    it.todo('answers with a real model: skipped (set CHAT_TEST_MODEL to a GGUF file)');
  }
  withModel('with the model of CHAT_TEST_MODEL', () => {
    it('loads once, streams an answer, queues a second one and reports its place', async () => {
      const o = opts(real!);
      const info = await host.load(o);
      expect(info.milliseconds).toBeGreaterThanOrEqual(0);
      const a = hooks();
      const b = hooks();
      const ac = new AbortController();
      const [ra, rb] = await Promise.all([
        host.generate(o, request('Say hello.'), a, ac.signal),
        host.generate(o, request('Say bye.'), b, ac.signal),
      ]);
      expect(a.text.length).toBeGreaterThan(0);
      expect(b.text.length).toBeGreaterThan(0);
      expect(b.queue).toContain(1);
      expect(ra.completionTokens).toBeGreaterThan(0);
      expect(rb.aborted).toBe(false);
      expect(host.loadedFiles()).toEqual([real]);
    }, 120_000);

    it('stops mid-answer, refuses a queue longer than its bound, and unloads when idle', async () => {
      const o = { ...opts(real!), idleMs: 300 };
      const ac = new AbortController();
      const a = hooks();
      const running = host.generate(o, { ...request('Count from 1 to 100.'), maxTokens: 400 }, a, ac.signal);
      const waiting = Array.from({ length: LOCAL_QUEUE_MAX }, () =>
        host.generate(o, request('Hi'), hooks(), ac.signal),
      );
      expect(await failure(host.generate(o, request('Hi'), hooks(), ac.signal))).toMatchObject({ problem: 'busy' });
      setTimeout(() => ac.abort(), 300);
      expect((await running).aborted).toBe(true);
      for (const w of await Promise.all(waiting)) expect(w.aborted).toBe(true);
      await new Promise((r) => setTimeout(r, 1500));
      expect(host.loadedFiles()).toEqual([]);
    }, 120_000);
  });
});
