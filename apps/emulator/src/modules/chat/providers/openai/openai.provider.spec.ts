import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnswerChunk, AnswerRequest } from '../answer-provider';
import { ProviderError } from '../answer-provider';
import { OpenAiAnswerProvider } from './openai.provider';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A mock OpenAI-compatible server on 127.0.0.1; each test sets `handler`. */
let server: Server;
let base: string;
let handler: Handler = () => undefined;
let lastBody: Record<string, unknown> = {};
let lastHeaders: IncomingMessage['headers'] = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      lastBody = JSON.parse(body || '{}') as Record<string, unknown>;
      lastHeaders = req.headers;
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;

/** Writes `text` in pieces of `size` characters, `gap` ms apart, then ends (unless `keepOpen`). */
function writeSlowly(res: ServerResponse, text: string, size: number, gap = 1, keepOpen = false) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream' });
  let i = 0;
  const tick = () => {
    if (res.destroyed) return;
    if (i >= text.length) {
      if (!keepOpen) res.end();
      return;
    }
    res.write(text.slice(i, i + size));
    i += size;
    setTimeout(tick, gap);
  };
  tick();
}

const request = (over: Partial<AnswerRequest['app']> = {}, images: AnswerRequest['images'] = []): AnswerRequest => ({
  question: '印度的降水如何？',
  images,
  history: [
    { role: 'user', content: 'earlier', images: [] },
    { role: 'assistant', content: 'reply', images: [] },
  ],
  lang: 'zh-CN',
  app: {
    provider: 'openai',
    model: 'qwen2.5:7b',
    visionModel: 'qwen2.5-vl',
    baseUrl: base,
    apiKey: 'sk-test',
    systemPrompt: 'system rules',
    temperature: 0.3,
    maxTokens: 256,
    timeoutSeconds: 5,
    ...over,
  },
});

async function collect(req: AnswerRequest, signal = new AbortController().signal) {
  const chunks: AnswerChunk[] = [];
  for await (const c of new OpenAiAnswerProvider().answer(req, signal)) chunks.push(c);
  const text = chunks.map((c) => (c.type === 'delta' ? c.text : '')).join('');
  return { chunks, text, final: chunks.find((c) => c.type === 'final') };
}

describe('OpenAI-compatible provider', () => {
  const STREAM =
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] })}\r\n\r\n` +
    ': ping\n\n' +
    chunk('恒河平原') +
    chunk('<think>不要显示</think>降水偏多') +
    chunk('6%。', 'stop') +
    `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 42, completion_tokens: 9 } })}\n\n` +
    'data: [DONE]\n\n';

  it.each([1, 3, 17, 1000])('parses a stream split every %d bytes', async (size) => {
    handler = (_req, res) => writeSlowly(res, STREAM, size, 0);
    const { text, final } = await collect(request());
    expect(text).toBe('恒河平原降水偏多6%。');
    expect(final).toEqual({
      type: 'final',
      sources: [],
      usage: { promptTokens: 42, completionTokens: 9 },
      model: 'qwen2.5:7b',
    });
  });

  it('sends the chat completions request with system prompt, history, key and stream options', async () => {
    handler = (_req, res) => writeSlowly(res, 'data: [DONE]\n\n', 100);
    await collect(request());
    expect(lastHeaders.authorization).toBe('Bearer sk-test');
    expect(lastBody).toMatchObject({
      model: 'qwen2.5:7b',
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.3,
      max_tokens: 256,
      messages: [
        { role: 'system', content: 'system rules' },
        { role: 'user', content: 'earlier' },
        { role: 'assistant', content: 'reply' },
        { role: 'user', content: '印度的降水如何？' },
      ],
    });
  });

  it('sends images as data-URL parts to the vision model', async () => {
    handler = (_req, res) => writeSlowly(res, 'data: [DONE]\n\n', 100);
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await collect(
      request({}, [
        {
          path: 'a.png',
          data: png,
          info: { mime: 'image/png', width: 1, height: 1, bytes: 8, takenAt: null, gps: null, cameraModel: null },
        },
      ]),
    );
    expect(lastBody.model).toBe('qwen2.5-vl');
    const last = (lastBody.messages as { content: unknown }[]).at(-1);
    expect(last?.content).toEqual([
      { type: 'text', text: '印度的降水如何？' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } },
    ]);
  });

  it.each([
    [401, { error: { message: 'Incorrect API key provided' } }, /API Key（401）.*Incorrect API key/],
    [404, { error: { message: 'model "x" not found' } }, /不存在（404）.*not found/],
    [429, { error: { message: 'slow down' } }, /限流（429）/],
    [500, 'boom', /内部错误（500）：boom/],
  ])('maps HTTP %d to a clear message', async (status, body, message) => {
    handler = (_req, res) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    await expect(collect(request())).rejects.toThrow(message);
    await expect(collect(request())).rejects.toBeInstanceOf(ProviderError);
  });

  it('reports an error event inside the stream', async () => {
    handler = (_req, res) =>
      writeSlowly(res, chunk('部分') + 'data: {"error":{"message":"context too long"}}\n\n', 1000);
    await expect(collect(request())).rejects.toThrow('模型服务报错：context too long');
  });

  it('reports a stream that closes before [DONE], keeping what came before to the caller', async () => {
    handler = (_req, res) => writeSlowly(res, chunk('半句'), 1000);
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const c of new OpenAiAnswerProvider().answer(request(), new AbortController().signal))
          if (c.type === 'delta') seen.push(c.text);
      })(),
    ).rejects.toThrow('断开了连接');
    expect(seen.join('')).toBe('半句');
  });

  it('reports an unreachable server', async () => {
    await expect(collect(request({ baseUrl: 'http://127.0.0.1:9/v1' }))).rejects.toThrow(
      /无法连接模型服务|连接模型服务失败/,
    );
  });

  it('times out when the server stops sending', async () => {
    handler = (_req, res) => writeSlowly(res, chunk('慢'), 1000, 1, true);
    await expect(collect(request({ timeoutSeconds: 1 }))).rejects.toThrow('响应超时（1 秒）');
  });

  it('stops promptly and cancels the request when aborted', async () => {
    let closed = false;
    handler = (req, res) => {
      req.socket.on('close', () => (closed = true));
      writeSlowly(res, Array.from({ length: 500 }, (_, i) => chunk(`${i} `)).join(''), 40, 5);
    };
    const controller = new AbortController();
    const seen: string[] = [];
    const started = Date.now();
    for await (const c of new OpenAiAnswerProvider().answer(request(), controller.signal)) {
      if (c.type === 'delta') seen.push(c.text);
      if (seen.length === 3) controller.abort();
    }
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.length).toBeLessThan(50);
    expect(Date.now() - started).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
  });
});

describe('OpenAI-compatible provider: a prompt longer than the context (issue #33)', () => {
  const long = (over: Partial<AnswerRequest> = {}): AnswerRequest => ({
    ...request(),
    history: [1, 2, 3, 4, 5].flatMap((i) => [
      { role: 'user' as const, content: `question ${i}`, images: [] },
      { role: 'assistant' as const, content: `answer ${i}`, images: [] },
    ]),
    ...over,
  });
  const OPENAI_TOO_LONG = {
    error: {
      message: "This model's maximum context length is 4096 tokens. However, your messages resulted in 5120 tokens.",
      type: 'invalid_request_error',
      code: 'context_length_exceeded',
    },
  };
  /** Answers 400 to the first `refusals` requests, then streams; records each request's messages. */
  const refuseThenAnswer = (refusals: number, body: unknown = OPENAI_TOO_LONG) => {
    const seen: { role: string; content: unknown }[][] = [];
    handler = (_req, res, raw) => {
      seen.push((JSON.parse(raw) as { messages: { role: string; content: unknown }[] }).messages);
      if (seen.length <= refusals) {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      } else writeSlowly(res, chunk('回答') + 'data: [DONE]\n\n', 1000);
    };
    return seen;
  };

  it('retries once with the older half of the turns dropped, and says how many', async () => {
    const seen = refuseThenAnswer(1);
    const { chunks, text, final } = await collect(long());
    expect(text).toBe('回答');
    expect(final).toBeDefined();
    expect(chunks.filter((c) => c.type === 'trimmed')).toEqual([{ type: 'trimmed', turns: 3 }]);
    expect(seen).toHaveLength(2);
    expect(seen[0].map((m) => m.content)).toHaveLength(12);
    // The system prompt and the question stay; the three oldest of five pairs are gone, whole.
    expect(seen[1].map((m) => m.content)).toEqual([
      'system rules',
      'question 4',
      'answer 4',
      'question 5',
      'answer 5',
      '印度的降水如何？',
    ]);
  });

  it.each([
    [
      'vLLM',
      "This model's maximum context length is 2048 tokens. However, you requested 2300 tokens (2044 in the messages, 256 in the completion).",
    ],
    [
      'llama.cpp server',
      JSON.stringify({
        error: {
          code: 400,
          message: 'the request exceeds the available context size, try increasing it',
          type: 'exceed_context_size_error',
        },
      }),
    ],
    [
      'LM Studio',
      JSON.stringify({
        error:
          'Trying to keep the first 3000 tokens when context the overflows. However, the model is loaded with context length of only 2048 tokens.',
      }),
    ],
  ])('recognises the wording of %s', async (_server, body) => {
    const seen = refuseThenAnswer(1, body);
    const { chunks, text } = await collect(long());
    expect(text).toBe('回答');
    expect(chunks).toContainEqual({ type: 'trimmed', turns: 3 });
    expect(seen).toHaveLength(2);
  });

  it('gives up with a clear error when the shorter conversation is refused too', async () => {
    const seen = refuseThenAnswer(5);
    await expect(collect(long())).rejects.toThrow(
      /^对话超出模型的上下文长度，去掉最早的 3 轮对话后仍放不下.*maximum context length/,
    );
    expect(seen).toHaveLength(2);
    refuseThenAnswer(5);
    await expect(collect(long({ lang: 'en-US', question: 'How is rain?' }))).rejects.toThrow(
      /^The conversation exceeds the model's context even without its 3 earliest turns/,
    );
  });

  it('does not retry a question that has no earlier turn to drop', async () => {
    const seen = refuseThenAnswer(5);
    await expect(collect(long({ history: [] }))).rejects.toThrow(/^问题超出模型的上下文长度/);
    expect(seen).toHaveLength(1);
  });

  it('does not take another 400 for a context refusal', async () => {
    const seen = refuseThenAnswer(5, { error: { message: 'temperature must be at most 2' } });
    await expect(collect(long())).rejects.toThrow(/拒绝了请求（400）：temperature/);
    expect(seen).toHaveLength(1);
  });
});
