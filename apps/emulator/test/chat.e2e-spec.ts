import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DataSource } from 'typeorm';
import {
  chatAbbreviationAdd,
  chatAbbreviationDelete,
  chatAbbreviationEdit,
  chatAbbreviationList,
  chatAbbreviationQueryById,
  chatAbbreviationDeleteBatch,
  chatAppAdd,
  chatAppDelete,
  chatAppDeleteBatch,
  chatAppEdit,
  chatAppList,
  chatAppQueryById,
  chatMessageFeedback,
  chatMessageList,
  chatRecordList,
  chatRecordMessageList,
  chatRecordQueryById,
  chatServerFrameSchema,
  type ChatServerFrame,
  chatSessionAdd,
  chatSessionDelete,
  chatSessionDeleteBatch,
  chatSessionEdit,
  chatSessionList,
  chatSessionQueryById,
  chatSourceRows,
  type Endpoint,
  getGptSocketToken,
} from '@cropwatch/contract';
import { OfflineAnswerProvider } from '../src/modules/chat/providers/offline/offline.provider';
import { PermissionEntity } from '../src/modules/identity/entities/permission.entity';
import { RolePermissionEntity } from '../src/modules/identity/entities/role-permission.entity';
import { binaryParser, readRows } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';
import { openSocket, settle, type SocketClient } from './support/ws-client';

const SQL_PROBES = [
  "' OR '1'='1",
  "admin'; DROP TABLE chat_session; --",
  '1) OR (1=1',
  "*' UNION SELECT password FROM sys_user --*",
];

/** A 1×1 PNG (signature, IHDR, IDAT, IEND). */
const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

type Frame = ChatServerFrame;

describe('chat assistant /chat/*, /sys/getGptSocketToken, chat socket', () => {
  let t: TestApp;
  const tokens = { admin: '', analyst: '', viewer: '' };
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0);
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await signIn(t, name);
    t.app.get(OfflineAnswerProvider).delayMs = 0;
  });
  afterAll(() => t.close());

  const url = (p: string) => `/jeecg-boot${p}`;
  const get = (p: string, query: Record<string, string> = {}, as = tokens.admin) =>
    t.http.get(url(p)).query(query).set('X-Access-Token', as);
  const send = (method: 'post' | 'put' | 'delete', p: string, body: object = {}, as = tokens.admin) =>
    t.http[method](url(p)).set('X-Access-Token', as).send(body);
  const del = (p: string, query: Record<string, string>, as = tokens.admin) =>
    t.http.delete(url(p)).query(query).set('X-Access-Token', as);
  const call = async <E extends Endpoint>(endpoint: E, req: Promise<{ body: unknown }> | { body: unknown }) =>
    expectContract(endpoint, (await req).body);

  const newSession = async (as = tokens.admin, title?: string) => {
    const res = await call(chatSessionAdd, send('post', '/chat/session/add', title ? { title } : {}, as));
    expect(res.success).toBe(true);
    return res.result!;
  };
  const ticket = async (as = tokens.admin) =>
    (await call(getGptSocketToken, get('/sys/getGptSocketToken', {}, as))).result!;
  const connect = async (as = tokens.admin): Promise<SocketClient> => {
    const tk = await ticket(as);
    return openSocket(t.app, `/chat/socket?token=${tk.token}`);
  };
  const sendFrame = (c: SocketClient, frame: object) => c.ws.send(JSON.stringify(frame));
  const frameOf = (f: unknown): Frame => chatServerFrameSchema.parse(f);
  const waitFor = async (c: SocketClient, pred: (f: Frame) => boolean, ms = 5000) =>
    frameOf(await c.next((f) => pred(chatServerFrameSchema.parse(f)), ms));
  /** Asks and waits for the end of the answer: returns the start frame, the text and the last frame. */
  const ask = async (c: SocketClient, frame: object) => {
    const from = c.frames.length;
    sendFrame(c, { type: 'start', ...frame });
    const first = await c.next(
      (f, i = c.frames.indexOf(f)) => i >= from && ['start', 'error'].includes((f as Frame).type),
      5000,
    );
    const start = frameOf(first);
    if (start.type !== 'start') return { start, text: '', end: start };
    const end = await waitFor(
      c,
      (f) => (f.type === 'done' || f.type === 'error') && 'messageId' in f && f.messageId === start.messageId,
      10000,
    );
    const text = c.frames
      .map(frameOf)
      .filter((f): f is Extract<Frame, { type: 'delta' }> => f.type === 'delta' && f.messageId === start.messageId)
      .map((f) => f.text)
      .join('');
    return { start, text, end };
  };

  describe('sessions', () => {
    it('adds, lists per user, searches by title, renames and reads back a session', async () => {
      const s = await newSession(tokens.analyst, '降水问题 e2e');
      expect(s).toMatchObject({ title: '降水问题 e2e', messageCount: 0 });
      expect(s.appId).toBeTruthy();
      const fresh = await newSession(tokens.analyst);
      expect(fresh.title).toBe('新对话');

      const mine = await call(chatSessionList, get('/chat/session/list', {}, tokens.analyst));
      expect(mine.result.records.map((r) => r.id)).toEqual(expect.arrayContaining([s.id, fresh.id]));
      const search = await call(chatSessionList, get('/chat/session/list', { title: '*降水*' }, tokens.analyst));
      expect(search.result.records.map((r) => r.id)).toEqual([s.id]);
      const others = await call(chatSessionList, get('/chat/session/list', {}, tokens.viewer));
      expect(others.result.records.map((r) => r.id)).not.toContain(s.id);

      const renamed = await call(
        chatSessionEdit,
        send('put', '/chat/session/edit', { id: s.id, title: '新名字' }, tokens.analyst),
      );
      expect(renamed).toMatchObject({ success: true, message: '编辑成功!', result: { title: '新名字' } });
      const byPost = await call(
        chatSessionEdit,
        send('post', '/chat/session/edit', { id: s.id, title: '再改' }, tokens.analyst),
      );
      expect(byPost.result?.title).toBe('再改');
      const detail = await call(chatSessionQueryById, get('/chat/session/queryById', { id: s.id }, tokens.analyst));
      expect(detail.result).toMatchObject({ id: s.id, title: '再改', messages: [] });
    });

    it('refuses an empty title and unknown apps', async () => {
      const s = await newSession();
      const empty = await call(chatSessionEdit, send('put', '/chat/session/edit', { id: s.id, title: '   ' }));
      expect(empty).toMatchObject({ success: false, code: 500, message: '会话名称不能为空' });
      const app = await call(chatSessionAdd, send('post', '/chat/session/add', { appId: 'nope' }));
      expect(app).toMatchObject({ success: false, message: '应用不存在' });
    });

    it("never shows or changes another user's session (未找到对应实体)", async () => {
      const s = await newSession(tokens.admin);
      const read = await call(chatSessionQueryById, get('/chat/session/queryById', { id: s.id }, tokens.viewer));
      expect(read).toMatchObject({ success: false, code: 500, message: '未找到对应实体', result: null });
      const edit = await call(
        chatSessionEdit,
        send('put', '/chat/session/edit', { id: s.id, title: 'x' }, tokens.viewer),
      );
      expect(edit.message).toBe('未找到对应实体');
      const rm = await call(chatSessionDelete, del('/chat/session/delete', { id: s.id }, tokens.viewer));
      expect(rm.message).toBe('未找到对应实体');
      const msgs = envelope(await get('/chat/message/list', { sessionId: s.id }, tokens.viewer));
      expect(msgs).toMatchObject({ success: false, message: '未找到对应实体' });
      await call(chatSessionDeleteBatch, del('/chat/session/deleteBatch', { ids: `${s.id},` }, tokens.viewer));
      expect((await call(chatSessionQueryById, get('/chat/session/queryById', { id: s.id }))).success).toBe(true);
    });

    it('deletes one and several sessions with their messages', async () => {
      const a = await newSession();
      const b = await newSession();
      const c = await newSession();
      expect(await call(chatSessionDelete, del('/chat/session/delete', { id: a.id }))).toMatchObject({
        success: true,
        message: '删除成功!',
      });
      expect(
        await call(chatSessionDeleteBatch, del('/chat/session/deleteBatch', { ids: `${b.id},${c.id},` })),
      ).toMatchObject({
        success: true,
        message: '批量删除成功!',
      });
      for (const id of [a.id, b.id, c.id]) {
        expect((await call(chatSessionQueryById, get('/chat/session/queryById', { id }))).message).toBe(
          '未找到对应实体',
        );
      }
      expect((await call(chatSessionDelete, del('/chat/session/delete', { id: a.id }))).success).toBe(false);
    });

    it('needs a token', async () => {
      const res = await t.http.get(url('/chat/session/list'));
      expect(res.status).toBe(401);
      expect((await t.http.get(url('/sys/getGptSocketToken'))).status).toBe(401);
    });

    it('treats SQL-looking values in every list parameter as data', async () => {
      const all = (await call(chatSessionList, get('/chat/session/list'))).result.total;
      const check = async (query: Record<string, string>, expected: number | 'refused') => {
        const res = await get('/chat/session/list', query);
        expect(res.status).toBe(200);
        const body = envelope(res);
        if (expected === 'refused') {
          expect(body.success).toBe(false);
          expect(body.message).not.toMatch(/SQLITE|stack|at \w+ \(/);
        } else {
          if (!body.success) throw new Error(`${JSON.stringify(query)}: ${body.message}`);
          expect(expectContract(chatSessionList, res.body).result.total).toBe(expected);
        }
      };
      for (const probe of SQL_PROBES) {
        await check({ title: probe }, 0);
        await check({ id: probe }, 0);
        await check({ appId: probe }, 0);
        await check({ column: probe, order: 'asc' }, 'refused');
        // `order` only chooses the direction; the contract bounds it to 20 characters.
        await check({ column: 'title', order: probe }, probe.length > 20 ? 'refused' : all);
        await check(
          { superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'title', rule: 'eq', val: probe }])) },
          0,
        );
        await check(
          { superQueryParams: encodeURIComponent(JSON.stringify([{ field: probe, rule: 'eq', val: 'x' }])) },
          'refused',
        );
      }
      expect((await call(chatSessionList, get('/chat/session/list'))).result.total).toBe(all);
    });
  });

  describe('socket ticket', () => {
    it('is single use, bound to the user and expires after 60 s', async () => {
      const tk = await ticket();
      expect(tk).toMatchObject({ expiresIn: 60, socketPath: '/jeecg-boot/chat/socket' });
      const c = await openSocket(t.app, `/chat/socket?token=${tk.token}`);
      sendFrame(c, { type: 'ping' });
      expect(await c.next((f) => (f as Frame).type === 'pong')).toEqual({ type: 'pong' });
      await c.close();
      await expect(openSocket(t.app, `/chat/socket?token=${tk.token}`)).rejects.toThrow(/401/);

      const late = await ticket();
      t.clock.advance(61_000);
      await expect(openSocket(t.app, `/chat/socket?token=${late.token}`)).rejects.toThrow(/401/);
      await expect(openSocket(t.app, '/chat/socket')).rejects.toThrow(/401/);
      await expect(openSocket(t.app, '/chat/socket?token=forged')).rejects.toThrow(/401/);
    });

    it('also accepts the ticket as the sub-protocol, like JeecgBoot sockets', async () => {
      const tk = await ticket();
      const c = await openSocket(t.app, '/chat/socket', tk.token);
      expect(c.ws.protocol).toBe(tk.token);
      await c.close();
    });
  });

  describe('chat protocol', () => {
    let c: SocketClient;
    beforeEach(async () => {
      c = await connect();
    });
    afterEach(async () => {
      await c.close();
      t.app.get(OfflineAnswerProvider).delayMs = 0;
    });

    it('streams a table answer from the seed with its source, and stores it', async () => {
      const s = await newSession();
      const { start, text, end } = await ask(c, { sessionId: s.id, content: '印度恒河平原7-10月降水如何？' });
      expect(start).toMatchObject({ type: 'start', sessionId: s.id, title: '印度恒河平原7-10月降水如何？' });
      const deltas = c.frames.map(frameOf).filter((f) => f.type === 'delta');
      expect(deltas.length).toBeGreaterThan(10);
      expect(text).toContain('| 降水 RAIN | 1012毫米 | 955毫米（15年平均） | +6% |');
      expect(text).toContain('略偏多');
      expect(end).toMatchObject({
        type: 'done',
        status: 'done',
        sources: [{ id: 'table:2025-JUL_OCT:IND-96' }],
      });
      if (end.type === 'done') expect(end.usage.completionTokens).toBeGreaterThan(0);

      const detail = (await call(chatSessionQueryById, get('/chat/session/queryById', { id: s.id }))).result!;
      expect(detail.messageCount).toBe(2);
      expect(detail.title).toBe('印度恒河平原7-10月降水如何？');
      const [q, a] = detail.messages;
      expect(q).toMatchObject({
        role: 'user',
        content: '印度恒河平原7-10月降水如何？',
        parentId: null,
        status: 'done',
      });
      expect(a).toMatchObject({ role: 'assistant', parentId: q.id, status: 'done', content: text, model: 'offline' });
      expect(a.sources[0].id).toBe('table:2025-JUL_OCT:IND-96');
    });

    it('cites human sources whose rows open through /chat/source/rows, with every figure of the answer', async () => {
      const s = await newSession();
      const { text, end } = await ask(c, { sessionId: s.id, content: '今年印度小麦长势如何？' });
      if (end.type !== 'done') throw new Error('no answer');
      expect(end.sources.map((x) => x.title)).toEqual([
        'CropWatch GPT 演示数据 · 指标表 · 印度 · 2025年1–4月',
        'CropWatch GPT 演示数据 · 作物日历 · 印度 · 小麦',
        'CropWatch GPT 演示数据 · 产量估算 · 印度 · 2025年 · 小麦',
      ]);
      expect(JSON.stringify(end.sources)).not.toMatch(/seed\/|\.json/);
      const table = await call(chatSourceRows, get('/chat/source/rows', { id: end.sources[0].id }, tokens.analyst));
      expect(table.success).toBe(true);
      expect(table.result).toMatchObject({
        title: end.sources[0].title,
        columns: ['indicator', 'value', 'reference', 'departure'],
      });
      const rain = table.result!.rows.find((r) => r.indicator === '降水 RAIN')!;
      expect(text).toContain(`| 降水 RAIN | ${rain.value} | ${rain.reference} | ${rain.departure} |`);
      const en = await call(
        chatSourceRows,
        get('/chat/source/rows', { id: end.sources[1].id, lang: 'en-US' }, tokens.analyst),
      );
      expect(en.result!.title).toBe('CropWatch GPT demo data · Crop calendar · India · wheat');
      expect(en.result!.rows.some((r) => r.season === 'Rabi' && r.window === 'Jan–Apr')).toBe(true);
    });

    it('answers unknown or malformed source ids with a clear message', async () => {
      const missing = await call(chatSourceRows, get('/chat/source/rows', { id: 'table:2019-JUL_OCT:IND' }));
      expect(missing).toMatchObject({ success: false, message: '未找到引用的数据', result: null });
      const empty = envelope(await get('/chat/source/rows', { id: ' ' }));
      expect(empty).toMatchObject({ success: false, message: 'id不能为空' });
      const lang = envelope(await get('/chat/source/rows', { id: 'kb:ind-vcix', lang: 'fr' }));
      expect(lang).toMatchObject({ success: false, message: 'lang 只能是 zh-CN 或 en-US' });
      for (const probe of SQL_PROBES) {
        expect(envelope(await get('/chat/source/rows', { id: probe }))).toMatchObject({ success: false });
      }
    });

    it('answers a definition from the knowledge base in English, citing it', async () => {
      const s = await newSession();
      const { text, end } = await ask(c, { sessionId: s.id, content: 'What is VCIx?' });
      expect(text).toMatch(/Maximum vegetation condition index/);
      expect(text).toMatch(/good at 0\.80 or more/);
      expect(end.type === 'done' && end.sources.map((x) => x.id)).toContain('kb:ind-vcix');
    });

    it('answers a province or city the data does not cover with no data and no source (issue #18)', async () => {
      const s = await newSession();
      const zh = await ask(c, { sessionId: s.id, content: '今年河南省小麦长势如何？' });
      expect(zh.text).toContain('没有河南省的数据');
      expect(zh.text).not.toMatch(/\d\s*(毫米|℃|兆焦)/);
      expect(zh.end.type === 'done' && zh.end.sources).toEqual([]);
      const en = await ask(c, { sessionId: s.id, content: 'How is maize around Chicago?' });
      expect(en.text).toContain('no data for Chicago');
      expect(en.end.type === 'done' && en.end.sources).toEqual([]);
    });

    it('keeps the partial answer when stopped', async () => {
      t.app.get(OfflineAnswerProvider).delayMs = 25;
      const s = await newSession();
      sendFrame(c, {
        type: 'start',
        sessionId: s.id,
        content: 'How was the crop condition in the Corn Belt in Jul–Oct 2025?',
      });
      const start = await waitFor(c, (f) => f.type === 'start');
      if (start.type !== 'start') throw new Error('no start');
      await waitFor(c, (f) => f.type === 'delta' && c.frames.filter((x) => (x as Frame).type === 'delta').length >= 5);
      sendFrame(c, { type: 'stop', messageId: start.messageId });
      const done = await waitFor(c, (f) => f.type === 'done' && f.messageId === start.messageId);
      expect(done).toMatchObject({ status: 'stopped' });
      const partial = c.frames
        .map(frameOf)
        .filter((f): f is Extract<Frame, { type: 'delta' }> => f.type === 'delta')
        .map((f) => f.text)
        .join('');
      const stored = (await call(chatSessionQueryById, get('/chat/session/queryById', { id: s.id }))).result!
        .messages[1];
      expect(stored.status).toBe('stopped');
      expect(stored.content).toBe(partial);
      expect(stored.content.length).toBeGreaterThan(0);
      expect(stored.content).not.toContain('Sources:');
    });

    it('refuses a second question while one is being answered, and unknown stops', async () => {
      t.app.get(OfflineAnswerProvider).delayMs = 10;
      const s = await newSession();
      sendFrame(c, { type: 'start', sessionId: s.id, content: 'Corn Belt 2025 Jul–Oct' });
      const start = await waitFor(c, (f) => f.type === 'start');
      sendFrame(c, { type: 'start', sessionId: s.id, content: '再问一个' });
      expect(await waitFor(c, (f) => f.type === 'error')).toMatchObject({ code: 'busy' });
      if (start.type === 'start') sendFrame(c, { type: 'stop', messageId: start.messageId });
      await waitFor(c, (f) => f.type === 'done');
      sendFrame(c, { type: 'stop', messageId: 'nope' });
      expect(await waitFor(c, (f) => f.type === 'error' && f.code === 'not-found')).toBeTruthy();
    });

    it('resets the first client when a second one opens the same session', async () => {
      const s = await newSession();
      sendFrame(c, { type: 'open', sessionId: s.id });
      await waitFor(c, (f) => f.type === 'opened');
      const second = await connect();
      try {
        sendFrame(second, { type: 'open', sessionId: s.id });
        await waitFor(second, (f) => f.type === 'opened');
        expect(await waitFor(c, (f) => f.type === 'reset')).toEqual({
          type: 'reset',
          reason: 'multiple-clients',
          sessionId: s.id,
        });
        // The new holder can ask; the old one receives nothing of that answer.
        const { end } = await ask(second, { sessionId: s.id, content: 'What is CALF?' });
        expect(end.type).toBe('done');
        await settle(50);
        expect(c.frames.map(frameOf).filter((f) => f.type === 'delta')).toHaveLength(0);
      } finally {
        await second.close();
      }
    });

    it('regenerates an answer and edits-and-resends as new branches', async () => {
      const s = await newSession();
      const first = await ask(c, { sessionId: s.id, content: 'What is CPI?' });
      if (first.start.type !== 'start') throw new Error('no start');
      const questionId = first.start.userMessageId;
      const again = await ask(c, { sessionId: s.id, regenerate: true, parentId: questionId });
      expect(again.start).toMatchObject({ type: 'start', userMessageId: questionId, parentId: questionId });
      expect(again.text).toBe(first.text);
      const edited = await ask(c, { sessionId: s.id, content: 'What is CI?', parentId: null });
      expect(edited.end.type).toBe('done');
      const detail = (await call(chatSessionQueryById, get('/chat/session/queryById', { id: s.id }))).result!;
      expect(detail.messageCount).toBe(5);
      const answers = detail.messages.filter((m) => m.parentId === questionId);
      expect(answers).toHaveLength(2);
      const roots = detail.messages.filter((m) => m.parentId === null);
      expect(roots.map((m) => m.content)).toEqual(['What is CPI?', 'What is CI?']);
      const bad = await ask(c, { sessionId: s.id, regenerate: true, parentId: answers[0].id });
      expect(bad.end).toMatchObject({ type: 'error', code: 'not-found' });
    });

    it('follows up on the region of the previous question', async () => {
      const s = await newSession();
      const first = await ask(c, { sessionId: s.id, content: '印度恒河平原7-10月降水如何？' });
      if (first.end.type !== 'done') throw new Error('no answer');
      const follow = await ask(c, { sessionId: s.id, content: '那气温呢？', parentId: first.end.messageId });
      expect(follow.text).toContain('| 气温 TEMP | 29.4℃ |');
    });

    it('checks the message and image rules', async () => {
      const dir = path.join(t.dataDir, 'upload', 'chat');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'field_1.png'), PNG_1X1);
      writeFileSync(path.join(dir, 'notes_1.png'), 'just text, not an image');
      writeFileSync(path.join(dir, 'huge_1.png'), Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]));
      const s = await newSession();
      const cases: [object, string][] = [
        [{ content: '   ' }, 'empty-message'],
        [{ images: ['chat/field_1.png'] }, 'image-question-required'],
        [{ content: '这是什么？', images: ['chat/notes_1.png'] }, 'image-type'],
        [{ content: '这是什么？', images: ['chat/huge_1.png'] }, 'image-too-large'],
        [{ content: '这是什么？', images: ['chat/missing.png'] }, 'image-not-found'],
        [{ content: '这是什么？', images: ['../secret.key'] }, 'image-not-found'],
        [{ content: '这是什么？', images: ['/etc/passwd'] }, 'image-not-found'],
        [{ content: 'x', parentId: 'nope' }, 'not-found'],
      ];
      for (const [frame, code] of cases) {
        const { end } = await ask(c, { sessionId: s.id, ...frame });
        expect(end).toMatchObject({ type: 'error', code });
      }
      const other = await newSession(tokens.viewer);
      expect((await ask(c, { sessionId: other.id, content: 'hi' })).end).toMatchObject({
        type: 'error',
        code: 'not-found',
      });
      sendFrame(c, { type: 'start' });
      expect(await waitFor(c, (f) => f.type === 'error' && f.code === 'bad-request')).toBeTruthy();
      c.ws.send('not json');
      await settle(50);
      expect(c.frames.map(frameOf).filter((f) => f.type === 'error' && f.code === 'bad-request')).toHaveLength(2);

      const { text, end } = await ask(c, {
        sessionId: s.id,
        content: '这张图里的作物长势怎么样？',
        images: ['chat/field_1.png'],
      });
      expect(end.type).toBe('done');
      expect(text).toContain('看不到图片的像素内容');
      expect(text).toContain('PNG · 1 × 1 px');
      const stored = (await call(chatSessionQueryById, get('/chat/session/queryById', { id: s.id }))).result!;
      expect(stored.messages.find((m) => m.role === 'user')?.images).toEqual(['chat/field_1.png']);
      expect(stored.messageCount).toBe(2);
    });
  });

  describe('feedback and messages', () => {
    it('rates answers with a comment; only the owner, only answers', async () => {
      const c = await connect(tokens.analyst);
      const s = await newSession(tokens.analyst);
      const { end } = await ask(c, { sessionId: s.id, content: 'What is RAIN?' });
      await c.close();
      if (end.type !== 'done') throw new Error('no answer');
      const up = await call(
        chatMessageFeedback,
        send(
          'post',
          '/chat/message/feedback',
          { id: end.messageId, feedback: 'up', comment: '很清楚' },
          tokens.analyst,
        ),
      );
      expect(up).toMatchObject({ success: true, result: { feedback: 'up', feedbackComment: '很清楚' } });
      const page = await call(chatMessageList, get('/chat/message/list', { sessionId: s.id }, tokens.analyst));
      expect(page.result.records.map((m) => m.role)).toEqual(['user', 'assistant']);
      const question = page.result.records[0].id;
      const onQuestion = await call(
        chatMessageFeedback,
        send('post', '/chat/message/feedback', { id: question, feedback: 'down' }, tokens.analyst),
      );
      expect(onQuestion).toMatchObject({ success: false, message: '只能对回答进行反馈' });
      const foreign = await call(
        chatMessageFeedback,
        send('post', '/chat/message/feedback', { id: end.messageId, feedback: 'down' }, tokens.viewer),
      );
      expect(foreign.message).toBe('未找到对应实体');
      const bad = await call(
        chatMessageFeedback,
        send('post', '/chat/message/feedback', { id: end.messageId, feedback: 'meh' }, tokens.analyst),
      );
      expect(bad.success).toBe(false);

      // Chat records: admin (every button, chat:record:list included) sees everyone's sessions; others do not.
      const records = await call(chatRecordList, get('/chat/record/list', { username: 'analyst' }));
      const rec = records.result.records.find((r) => r.id === s.id);
      expect(rec).toMatchObject({ username: 'analyst', realname: '王晓农', upCount: 1, downCount: 0 });
      expect(records.result.records.every((r) => r.username === 'analyst')).toBe(true);
      const viewer = envelope(await get('/chat/record/list', {}, tokens.viewer));
      expect(viewer).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
      // The analyst is granted the 对话记录 menu, and reads follow the menu (issue #20; the #18 defect).
      expect(envelope(await get('/chat/record/list', {}, tokens.analyst)).code).toBe(200);
      expect(envelope(await get('/chat/record/messageList', {}, tokens.viewer)).code).toBe(510);
      const detail = await call(chatRecordQueryById, get('/chat/record/queryById', { id: s.id }));
      expect(detail.result?.messages).toHaveLength(2);
      expect((await call(chatRecordQueryById, get('/chat/record/queryById', { id: s.id }, tokens.viewer))).code).toBe(
        510,
      );
      const rated = await call(chatRecordMessageList, get('/chat/record/messageList', { feedback: 'up' }));
      expect(rated.result.records.map((m) => m.id)).toContain(end.messageId);
      expect(rated.result.records.every((m) => m.feedback === 'up')).toBe(true);
      const xls = await get('/chat/record/exportXls', { username: 'analyst' })
        .buffer(true)
        .parse(binaryParser as never);
      expect(xls.status).toBe(200);
      expect(xls.headers['content-type']).toBe('application/vnd.ms-excel');
      expect(xls.headers['content-disposition']).toContain(encodeURIComponent('对话记录.xls'));
      const rows = await readRows(xls.body as Buffer);
      expect(rows[0][0]).toBe('对话记录报表');
      expect(rows[2]).toEqual([
        '会话标题',
        '用户账号',
        '用户姓名',
        '应用',
        '消息数',
        '点赞',
        '点踩',
        '创建时间',
        '最后消息时间',
      ]);
      expect(rows.slice(3).map((r) => r[1])).toContain('analyst');
      expect(rows.slice(3).every((r) => r[1] === 'analyst')).toBe(true);
      const selected = await readRows(
        (
          await get('/chat/record/exportXls', { selections: `${s.id},` })
            .buffer(true)
            .parse(binaryParser as never)
        ).body as Buffer,
      );
      expect(selected.slice(3).map((r) => r[5])).toEqual(['1']);
      expect(envelope(await get('/chat/record/exportXls', {}, tokens.viewer)).code).toBe(510);
      const byDate = await call(
        chatRecordList,
        get('/chat/record/list', { createTime_begin: '2000-01-01', createTime_end: '2000-01-02' }),
      );
      expect(byDate.result.total).toBe(0);
      for (const probe of SQL_PROBES) {
        const r = envelope(await get('/chat/record/list', { username: probe, column: probe, order: 'desc' }));
        expect(r.message).not.toMatch(/SQLITE/);
        const m = envelope(await get('/chat/record/messageList', { feedback: probe }));
        expect(m.success).toBe(true);
      }
    });
  });

  describe('chat records are personal (issue #29)', () => {
    const ANALYST_ROLE = 'ee8626f80f7c2619917b6236f3a7f02b';
    const owners = (records: { username: string | null }[]) => [...new Set(records.map((r) => r.username))].sort();
    const auditRows = (username: string) =>
      t.app
        .get(DataSource)
        .query<{ id: string; content: string; url: string }[]>(
          'SELECT id, log_content AS content, request_url AS url FROM sys_log WHERE username = ?',
          [username],
        );
    const audits = async (username: string) =>
      (await auditRows(username)).filter((r) => r.content.startsWith('查看他人对话记录'));
    const ids: Record<string, string> = {};
    const extra: Record<string, string> = {};

    beforeAll(async () => {
      extra.lina = await signIn(t, 'lina'); // the analyst's department, A01A01A01
      extra.zhangwei = await signIn(t, 'zhangwei'); // a sibling department, A01A01A02
      ids.admin = (await newSession(tokens.admin, 'admin 的会话')).id;
      ids.analyst = (await newSession(tokens.analyst, 'analyst 的会话')).id;
      ids.lina = (await newSession(extra.lina, 'lina 的会话')).id;
      ids.zhangwei = (await newSession(extra.zhangwei, 'zhangwei 的会话')).id;
    });

    it('shows the analyst (the menu, no audit grant) his own conversations only, and logs nothing', async () => {
      const list = await call(chatRecordList, get('/chat/record/list', { pageSize: '100' }, tokens.analyst));
      expect(owners(list.result.records)).toEqual(['analyst']);
      const byOwner = await call(chatRecordList, get('/chat/record/list', { username: 'lina' }, tokens.analyst));
      expect(byOwner.result.total).toBe(0);
      for (const other of ['admin', 'lina', 'zhangwei'])
        expect(
          (await call(chatRecordQueryById, get('/chat/record/queryById', { id: ids[other] }, tokens.analyst))).message,
        ).toBe('未找到对应实体');
      expect(
        (await call(chatRecordQueryById, get('/chat/record/queryById', { id: ids.analyst }, tokens.analyst))).success,
      ).toBe(true);
      const messages = await call(
        chatRecordMessageList,
        get('/chat/record/messageList', { pageSize: '100' }, tokens.analyst),
      );
      expect(owners(messages.result.records).every((o) => o === 'analyst')).toBe(true);
      const xls = await get('/chat/record/exportXls', {}, tokens.analyst)
        .buffer(true)
        .parse(binaryParser as never);
      expect(new Set((await readRows(xls.body as Buffer)).slice(3).map((r) => r[1]))).toEqual(new Set(['analyst']));
      expect(await audits('analyst')).toEqual([]);
    });

    it('shows the admin (chat:record:audit:all) everyone’s, each such read written to the operation log', async () => {
      // Rows come back in no particular order (no ORDER BY; ids are not monotonic): new ones are those not seen before.
      const before = new Set((await audits('admin')).map((r) => r.id));
      const list = await call(chatRecordList, get('/chat/record/list', { pageSize: '100' }, tokens.admin));
      expect(owners(list.result.records)).toEqual(expect.arrayContaining(['admin', 'analyst', 'lina', 'zhangwei']));
      const detail = await call(chatRecordQueryById, get('/chat/record/queryById', { id: ids.lina }));
      expect(detail.result).toMatchObject({ username: 'lina', title: 'lina 的会话' });
      await get('/chat/record/messageList', { pageSize: '100' });
      const written = (await audits('admin')).filter((r) => !before.has(r.id));
      expect(written.map((r) => r.url)).toEqual(
        expect.arrayContaining(['/jeecg-boot/chat/record/list', '/jeecg-boot/chat/record/queryById']),
      );
      expect(written.find((r) => r.url.endsWith('/queryById'))?.content).toBe('查看他人对话记录 queryById：lina');
      expect(written.find((r) => r.url.endsWith('/list'))?.content).toMatch(/analyst/);
      // Reading only one's own leaves no row.
      const count = (await audits('admin')).length;
      await call(chatRecordQueryById, get('/chat/record/queryById', { id: ids.admin }));
      expect((await audits('admin')).length).toBe(count);
    });

    it('limits chat:record:audit to the own department and below', async () => {
      const db = t.app.get(DataSource);
      const button = await db.getRepository(PermissionEntity).findOneByOrFail({ perms: 'chat:record:audit' });
      await db.getRepository(RolePermissionEntity).insert({
        id: 'issue29auditgrant000000000000001',
        roleId: ANALYST_ROLE,
        permissionId: button.id,
        dataRuleIds: null,
        operateDate: null,
        operateIp: null,
      });
      try {
        const list = await call(chatRecordList, get('/chat/record/list', { pageSize: '100' }, tokens.analyst));
        expect(owners(list.result.records)).toEqual(['analyst', 'lina']);
        expect(
          (await call(chatRecordQueryById, get('/chat/record/queryById', { id: ids.zhangwei }, tokens.analyst)))
            .message,
        ).toBe('未找到对应实体');
        expect((await audits('analyst')).map((r) => r.content)).toContain('查看他人对话记录 list：lina');
      } finally {
        await db.getRepository(RolePermissionEntity).delete({ id: 'issue29auditgrant000000000000001' });
      }
    });
  });

  describe('chat apps', () => {
    it('lists the seeded default offline app to everyone, never with a key', async () => {
      const page = await call(chatAppList, get('/chat/app/list', {}, tokens.viewer));
      expect(page.result.records[0]).toMatchObject({
        provider: 'offline',
        isDefault: 1,
        hasApiKey: false,
        apiKeyHint: null,
      });
      expect(page.result.records[0].suggestedQuestions).toContain('印度恒河平原7-10月降水如何？');
      expect(JSON.stringify(page)).not.toContain('apiKey"');
    });

    it('adds, edits and deletes apps with chat:app:edit only; the key stays write-only', async () => {
      const body = {
        name: 'Ollama e2e',
        provider: 'openai',
        baseUrl: 'http://127.0.0.1:1/v1/',
        model: 'qwen2.5:7b',
        apiKey: 'sk-test-1234567890abcd',
        suggestedQuestions: ['hello'],
      };
      expect(await call(chatAppAdd, send('post', '/chat/app/add', body, tokens.analyst))).toMatchObject({
        success: false,
        code: 510,
      });
      const added = await call(chatAppAdd, send('post', '/chat/app/add', body));
      expect(added.result).toMatchObject({ hasApiKey: true, apiKeyHint: 'sk-…abcd', baseUrl: 'http://127.0.0.1:1/v1' });
      expect(JSON.stringify(added)).not.toContain('1234567890');
      const id = added.result!.id;
      expect((await call(chatAppAdd, send('post', '/chat/app/add', body))).message).toBe('应用名称已存在');
      expect((await call(chatAppAdd, send('post', '/chat/app/add', { ...body, name: 'x', baseUrl: '' }))).message).toBe(
        'OpenAI 兼容应用必须填写 Base URL',
      );
      expect(
        (await call(chatAppAdd, send('post', '/chat/app/add', { ...body, name: 'y', temperature: 3 }))).success,
      ).toBe(false);
      expect(
        (await call(chatAppAdd, send('post', '/chat/app/add', { ...body, name: 'z', baseUrl: 'ftp://x' }))).success,
      ).toBe(false);

      const edited = await call(
        chatAppEdit,
        send('put', '/chat/app/edit', { ...body, id, name: 'Ollama e2e 2', apiKey: undefined }),
      );
      expect(edited.result).toMatchObject({ name: 'Ollama e2e 2', hasApiKey: true, apiKeyHint: 'sk-…abcd' });
      // The stored key goes only to the server it was stored for: another Base URL needs it again.
      const moved = { ...body, id, name: 'Ollama e2e 2', baseUrl: 'http://127.0.0.1:2/v1' };
      expect((await call(chatAppEdit, send('put', '/chat/app/edit', { ...moved, apiKey: undefined }))).message).toBe(
        '接口地址已更改，请重新填写 API Key',
      );
      const rekeyed = await call(chatAppEdit, send('put', '/chat/app/edit', { ...moved, apiKey: 'sk-other-99990000' }));
      expect(rekeyed.result).toMatchObject({ baseUrl: 'http://127.0.0.1:2/v1', apiKeyHint: 'sk-…0000' });
      const cleared = await call(chatAppEdit, send('post', '/chat/app/edit', { ...body, id, apiKey: '' }));
      expect(cleared.result).toMatchObject({ hasApiKey: false, apiKeyHint: null });
      expect((await call(chatAppQueryById, get('/chat/app/queryById', { id }, tokens.viewer))).result?.id).toBe(id);
      expect((await call(chatAppQueryById, get('/chat/app/queryById', { id: 'nope' }))).message).toBe('未找到对应实体');

      const list = await call(chatAppList, get('/chat/app/list'));
      const defaultId = list.result.records.find((a) => a.isDefault === 1)!.id;
      expect((await call(chatAppDelete, del('/chat/app/delete', { id: defaultId }))).message).toBe('默认应用不能删除');
      expect(
        (await call(chatAppDeleteBatch, del('/chat/app/deleteBatch', { ids: `${defaultId},${id}` }))).success,
      ).toBe(false);
      expect((await call(chatAppDelete, del('/chat/app/delete', { id }, tokens.viewer))).code).toBe(510);
      expect((await call(chatAppDelete, del('/chat/app/delete', { id }))).success).toBe(true);
      for (const probe of SQL_PROBES) {
        const r = envelope(await get('/chat/app/list', { name: probe, apiKey: probe, column: probe, order: 'asc' }));
        expect(r.message).not.toMatch(/SQLITE/);
      }
      // apiKey is no list field: it can be neither filtered nor sorted on.
      expect(envelope(await get('/chat/app/list', { column: 'apiKey', order: 'asc' })).success).toBe(false);
    });

    it('answers through an OpenAI-compatible server with streaming SSE', async () => {
      let seen: { auth?: string; body?: { model: string; stream: boolean; messages: { role: string }[] } } = {};
      const server: Server = createServer((req, res) => {
        let raw = '';
        req.on('data', (d: Buffer) => (raw += d.toString()));
        req.on('end', () => {
          seen = { auth: req.headers.authorization, body: JSON.parse(raw) as typeof seen.body };
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          const chunk = (content: string) =>
            `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
          const text = `${chunk('Hel')}: ping\n\n${chunk('lo')}data: {"choices":[],"usage":{"prompt_tokens":7,"completion_tokens":2}}\r\n\r\ndata: [DONE]\n\n`;
          res.write(text.slice(0, 13));
          setTimeout(() => res.end(text.slice(13)), 5);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const port = (server.address() as AddressInfo).port;
        const app = await call(
          chatAppAdd,
          send('post', '/chat/app/add', {
            name: 'mock openai',
            provider: 'openai',
            baseUrl: `http://127.0.0.1:${port}/v1`,
            model: 'mock-model',
            apiKey: 'sk-mock-0000',
            systemPrompt: 'be brief',
          }),
        );
        const s = await call(chatSessionAdd, send('post', '/chat/session/add', { appId: app.result!.id }));
        const c = await connect();
        try {
          const { start, text, end } = await ask(c, { sessionId: s.result!.id, content: 'hi' });
          expect(start).toMatchObject({ model: 'mock-model' });
          expect(text).toBe('Hello');
          expect(end).toMatchObject({ type: 'done', status: 'done', usage: { promptTokens: 7, completionTokens: 2 } });
          expect(seen.auth).toBe('Bearer sk-mock-0000');
          expect(seen.body).toMatchObject({ model: 'mock-model', stream: true });
          // The app's system prompt, then the rules of answering through tools (issue #33), then the question.
          expect(seen.body?.messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
        } finally {
          await c.close();
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('reports an unreachable model server as a failed answer', async () => {
      const app = await call(
        chatAppAdd,
        send('post', '/chat/app/add', {
          name: 'dead server',
          provider: 'openai',
          baseUrl: 'http://127.0.0.1:9/v1',
          model: 'm',
        }),
      );
      const s = await call(chatSessionAdd, send('post', '/chat/session/add', { appId: app.result!.id }));
      const c = await connect();
      try {
        const { end } = await ask(c, { sessionId: s.result!.id, content: 'hi' });
        expect(end).toMatchObject({ type: 'error', code: 'provider-error' });
        expect(end.type === 'error' && end.message).toMatch(/无法连接模型服务|连接模型服务失败/);
        const stored = (await call(chatSessionQueryById, get('/chat/session/queryById', { id: s.result!.id }))).result!;
        expect(stored.messages[1]).toMatchObject({ status: 'failed' });
        expect(stored.messages[1].errorMessage).toBeTruthy();
      } finally {
        await c.close();
      }
    });
  });

  describe('noun abbreviations', () => {
    it('lists the seeded list to everyone and lets chat:abbreviation:edit holders (admin) change it', async () => {
      const page = await call(chatAbbreviationList, get('/chat/abbreviation/list', { pageSize: '100' }, tokens.viewer));
      expect(page.result.total).toBe(32);
      expect(page.result.records.map((a) => a.abbr)).toEqual(expect.arrayContaining(['VCIx', '5YA', 'CPI']));
      const body = { abbr: 'GVI', fullEn: 'Green vegetation index', fullZh: '绿色植被指数', category: 'indicator' };
      expect((await call(chatAbbreviationAdd, send('post', '/chat/abbreviation/add', body, tokens.viewer))).code).toBe(
        510,
      );
      const added = await call(chatAbbreviationAdd, send('post', '/chat/abbreviation/add', body));
      expect(added.result).toMatchObject({ abbr: 'GVI', createBy: 'admin' });
      const dup = await call(chatAbbreviationAdd, send('post', '/chat/abbreviation/add', { ...body, abbr: 'vcix' }));
      expect(dup.message).toBe('缩写已存在：vcix');
      const bad = await call(chatAbbreviationAdd, send('post', '/chat/abbreviation/add', { ...body, abbr: "x'; --" }));
      expect(bad.success).toBe(false);
      const id = added.result!.id;
      const edited = await call(
        chatAbbreviationEdit,
        send('put', '/chat/abbreviation/edit', { ...body, id, fullEn: 'Greenness index' }),
      );
      expect(edited.result?.fullEn).toBe('Greenness index');
      expect((await call(chatAbbreviationQueryById, get('/chat/abbreviation/queryById', { id }))).result?.abbr).toBe(
        'GVI',
      );
      const search = await call(chatAbbreviationList, get('/chat/abbreviation/list', { abbr: 'G*' }));
      expect(search.result.records.map((a) => a.abbr)).toContain('GVI');
      expect((await call(chatAbbreviationDelete, del('/chat/abbreviation/delete', { id }))).success).toBe(true);
      expect((await call(chatAbbreviationDelete, del('/chat/abbreviation/delete', { id }))).message).toBe(
        '未找到对应实体',
      );
      expect(
        (await call(chatAbbreviationDeleteBatch, del('/chat/abbreviation/deleteBatch', { ids: 'a,b' }, tokens.viewer)))
          .code,
      ).toBe(510);
      for (const probe of SQL_PROBES) {
        const r = envelope(await get('/chat/abbreviation/list', { abbr: probe, column: probe, order: 'asc' }));
        expect(r.message).not.toMatch(/SQLITE/);
        const s = envelope(
          await get('/chat/abbreviation/list', {
            superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'fullEn', rule: 'like', val: probe }])),
          }),
        );
        expect(s.success).toBe(true);
      }
    });
  });
});
