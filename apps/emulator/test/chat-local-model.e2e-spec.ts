import { promises as fs } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import {
  chatAppAdd,
  chatAppEdit,
  chatAppLocalModels,
  chatAppTest,
  chatServerFrameSchema,
  type ChatServerFrame,
  chatSessionAdd,
  chatSessionQueryById,
  type Endpoint,
  getGptSocketToken,
} from '@cropwatch/contract';
import { ChatMessageEntity } from '../src/modules/chat/entities/chat-message.entity';
import { expectContract, signIn } from './support/contract';
import { LLAMA_METADATA, writeGguf } from './support/gguf-file';
import { createTestApp, type TestApp, itOnSqlite } from './support/test-app';
import { writeTinyModel } from './support/tiny-gguf';
import { openSocket } from './support/ws-client';

/**
 * Issue #33: a chat app answering with a GGUF model run in-process: the config validation, the models list, each
 * reason the app test gives for not answering, and one answer of a tiny model the test writes (no real model is
 * downloaded).
 */
describe('chat apps with a local model (issue #33)', () => {
  let t: TestApp;
  let modelsDir: string;
  const tokens = { admin: '', viewer: '' };
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0);
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await signIn(t, name);
    modelsDir = path.join(t.dataDir, 'models');
    await fs.mkdir(modelsDir, { recursive: true });
    await fs.writeFile(path.join(modelsDir, 'renamed-zip.gguf'), Buffer.alloc(64, 'PK'));
    await writeGguf(path.join(modelsDir, 'odd-arch.gguf'), { ...LLAMA_METADATA, 'general.architecture': 'foo-net' });
    await writeGguf(path.join(modelsDir, 'huge.gguf'), LLAMA_METADATA, 2 ** 42);
    await writeTinyModel(path.join(modelsDir, 'tiny.gguf'));
  });
  afterAll(() => t.close());

  const url = (p: string) => `/jeecg-boot${p}`;
  const call = async <E extends Endpoint>(endpoint: E, req: Promise<{ body: unknown }>) =>
    expectContract(endpoint, (await req).body);
  const post = (p: string, body: object, as = tokens.admin) => t.http.post(url(p)).set('X-Access-Token', as).send(body);
  const addLocal = (extra: object) =>
    call(
      chatAppAdd,
      post('/chat/app/add', { name: `local ${Math.random().toString(36).slice(2, 8)}`, provider: 'local', ...extra }),
    );
  const testApp = async (modelPath: string, extra: object = {}) => {
    const app = await addLocal({ modelPath, ...extra });
    expect(app.success).toBe(true);
    const r = await call(chatAppTest, post('/chat/app/test', { id: app.result!.id }));
    expect(r.success).toBe(true);
    return r.result!;
  };

  it('stores the model file, threads, context size and idle minutes of a local app', async () => {
    const r = await addLocal({ modelPath: 'qwen.gguf', threads: 2, contextSize: 2048, idleMinutes: 5, maxTokens: 300 });
    expect(r.success).toBe(true);
    expect(r.result).toMatchObject({
      provider: 'local',
      modelPath: 'qwen.gguf',
      threads: 2,
      contextSize: 2048,
      idleMinutes: 5,
      maxTokens: 300,
    });
    const edited = await call(
      chatAppEdit,
      t.http
        .put(url('/chat/app/edit'))
        .set('X-Access-Token', tokens.admin)
        .send({ ...r.result, modelPath: '/opt/models/other.gguf', threads: null }),
    );
    expect(edited.result).toMatchObject({ modelPath: '/opt/models/other.gguf', threads: null, contextSize: 2048 });
  });

  it('refuses a local app without a model file, a path that climbs out of the folder, and out-of-range numbers', async () => {
    expect(await addLocal({})).toMatchObject({ success: false, message: '本地模型应用必须选择模型文件' });
    expect(await addLocal({ modelPath: '../cropwatch.sqlite' })).toMatchObject({
      success: false,
      message: '模型文件必须是模型目录中的文件名或绝对路径',
    });
    const threads = await addLocal({ modelPath: 'a.gguf', threads: 0 });
    expect(threads.success).toBe(false);
    expect(threads.message).toContain('线程数范围为 1–64');
    const ctx = await addLocal({ modelPath: 'a.gguf', contextSize: 100 });
    expect(ctx.message).toContain('上下文长度范围为 256–131072');
    const idle = await addLocal({ modelPath: 'a.gguf', idleMinutes: 0 });
    expect(idle.message).toContain('空闲卸载时间范围为 1–1440 分钟');
  });

  it('lists the model files of DATA_DIR/models, for chat:app:edit only', async () => {
    const r = await call(
      chatAppLocalModels,
      t.http.get(url('/chat/app/localModels')).set('X-Access-Token', tokens.admin),
    );
    expect(r.result.dir).toBe(modelsDir);
    expect(r.result.files.map((f) => [f.name, f.gguf])).toEqual([
      ['huge.gguf', true],
      ['odd-arch.gguf', true],
      ['renamed-zip.gguf', false],
      ['tiny.gguf', true],
    ]);
    const denied = await t.http.get(url('/chat/app/localModels')).set('X-Access-Token', tokens.viewer);
    expect((denied.body as { code: number }).code).toBe(510);
  });

  it('says the file is missing', async () => {
    const r = await testApp('absent.gguf');
    expect(r).toMatchObject({ ok: false, provider: 'local', model: 'absent.gguf', reason: 'missing', answer: '' });
    expect(r.message).toContain('模型文件不存在');
    expect(r.localModel).toBeUndefined();
  });

  it('says a file is not a GGUF by its first bytes', async () => {
    expect(await testApp('renamed-zip.gguf')).toMatchObject({ ok: false, reason: 'not-gguf' });
  });

  it('says a model is too large for the free memory, before loading it', async () => {
    const r = await testApp(path.join(modelsDir, 'huge.gguf'));
    expect(r).toMatchObject({ ok: false, reason: 'too-large' });
    expect(r.message).toMatch(/^模型所需内存超过当前可用内存（4096\.\d GB > \d+\.\d GB）$/);
  });

  it('says the bundled llama.cpp does not know the architecture', async () => {
    const r = await testApp('odd-arch.gguf');
    expect(r).toMatchObject({ ok: false, reason: 'unsupported-architecture' });
    expect(r.message).toContain('foo-net');
  }, 60_000);

  // The model's turn is the same on either database (and ~20 s a run): SQLite only, to keep CI short.
  itOnSqlite(
    'loads a real (tiny, generated) model and answers one turn with the tools offered',
    async () => {
      // The seven tools' documentation and the grounding need more than the default 4096 tokens.
      const r = await testApp('tiny.gguf', { maxTokens: 32, threads: 1, contextSize: 8192 });
      // Random weights: the answer is gibberish and calls no tool; its shape is what is checked.
      expect(r).toMatchObject({ ok: true, provider: 'local', model: 'tiny.gguf', tools: 'not-called', toolCalls: 0 });
      expect(r.reason).toBeUndefined();
      expect(r.answer.trim().length).toBeGreaterThan(0);
      expect(r.localModel).toMatchObject({ architecture: 'llama' });
      expect(r.figures).toMatchObject({ failed: 0 });
    },
    60_000,
  );

  // As above: one model turn, SQLite only.
  itOnSqlite(
    'answers a conversation longer than the context with its oldest turns left out, and stores how many',
    async () => {
      const app = await addLocal({ modelPath: 'tiny.gguf', maxTokens: 16, threads: 1, contextSize: 8192 });
      const session = await call(chatSessionAdd, post('/chat/session/add', { appId: app.result!.id }));
      const sessionId = session.result!.id;
      // Six earlier pairs of about 2,400 characters each, stored as a real conversation would be: together far
      // more than the 8,192 tokens of context, of which the tools' descriptions and the grounding take over 4,096.
      const rows: ChatMessageEntity[] = [];
      let parentId: string | null = null;
      const base = Date.now() - 60_000;
      for (let i = 0; i < 12; i++) {
        const role = i % 2 ? 'assistant' : 'user';
        const row: ChatMessageEntity = Object.assign(new ChatMessageEntity(), {
          id: `hist${String(i).padStart(2, '0')}${Math.random().toString(36).slice(2, 10)}`,
          sessionId,
          parentId,
          role,
          content: `${role === 'user' ? 'Question' : 'Answer'} ${i}: the wheat of zone ${i} and its rain. `.repeat(40),
          images: [],
          status: 'done',
          sources: [],
          promptTokens: null,
          completionTokens: null,
          model: role === 'user' ? null : 'tiny.gguf',
          appId: app.result!.id,
          errorMessage: null,
          feedback: null,
          feedbackComment: null,
          figuresChecked: null,
          figuresFailed: null,
          toolCalls: null,
          droppedTurns: null,
          createTime: new Date(base + i * 1000),
          updateTime: null,
        });
        rows.push(row);
        parentId = row.id;
      }
      await t.app.get(DataSource).getRepository(ChatMessageEntity).insert(rows);

      const tk = (
        await call(getGptSocketToken, t.http.get(url('/sys/getGptSocketToken')).set('X-Access-Token', tokens.admin))
      ).result!;
      const c = await openSocket(t.app, `/chat/socket?token=${tk.token}`);
      try {
        c.ws.send(JSON.stringify({ type: 'start', sessionId, parentId, content: 'And this year?', lang: 'en-US' }));
        const frames = () => c.frames.map((f) => chatServerFrameSchema.parse(f));
        const end = chatServerFrameSchema.parse(
          await c.next((f) => ['done', 'error'].includes((f as ChatServerFrame).type), 55_000),
        );
        expect(end).toMatchObject({ type: 'done', status: 'done' });
        const dropped = end.type === 'done' ? end.droppedTurns : undefined;
        expect(dropped).toBeGreaterThan(0);
        // The provider sends at most the last ten messages (five pairs); all or some of them left out.
        expect(dropped).toBeLessThanOrEqual(5);
        expect(frames().filter((f) => f.type === 'delta').length).toBeGreaterThan(0);
        const detail = await call(
          chatSessionQueryById,
          t.http.get(url('/chat/session/queryById')).query({ id: sessionId }).set('X-Access-Token', tokens.admin),
        );
        const answer = detail.result!.messages.at(-1)!;
        expect(answer).toMatchObject({ role: 'assistant', status: 'done', droppedTurns: dropped });
        expect(answer.content.length).toBeGreaterThan(0);
        expect(detail.result!.messages.filter((m) => m.droppedTurns !== undefined)).toHaveLength(1);
      } finally {
        await c.close();
      }
    },
    90_000,
  );
});
