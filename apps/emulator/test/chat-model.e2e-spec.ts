import {
  chatAppAdd,
  chatServerFrameSchema,
  type ChatServerFrame,
  chatSessionAdd,
  chatSessionQueryById,
  type Endpoint,
  getGptSocketToken,
} from '@cropwatch/contract';
import { UNVERIFIED_MARK } from '../src/modules/chat/figures/figure-check';
import { expectContract, signIn } from './support/contract';
import { type Script, startScriptedOpenAi } from './support/scripted-openai';
import { createTestApp, type TestApp } from './support/test-app';
import { openSocket, type SocketClient } from './support/ws-client';

type Frame = ChatServerFrame;

/** Issue #33: a model behind the assistant, every figure of its answers checked against what it looked up. */
describe('chat with a model: figures checked (issue #33)', () => {
  let t: TestApp;
  const tokens = { admin: '', analyst: '', viewer: '' };
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0);
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await signIn(t, name);
  });
  afterAll(() => t.close());

  const url = (p: string) => `/jeecg-boot${p}`;
  const call = async <E extends Endpoint>(endpoint: E, req: Promise<{ body: unknown }> | { body: unknown }) =>
    expectContract(endpoint, (await req).body);
  const post = (p: string, body: object, as = tokens.admin) => t.http.post(url(p)).set('X-Access-Token', as).send(body);
  const frameOf = (f: unknown): Frame => chatServerFrameSchema.parse(f);

  const connect = async (as = tokens.admin): Promise<SocketClient> => {
    const tk = (await call(getGptSocketToken, t.http.get(url('/sys/getGptSocketToken')).set('X-Access-Token', as)))
      .result!;
    return openSocket(t.app, `/chat/socket?token=${tk.token}`);
  };

  /** A session of a new app answering through the scripted server. */
  const modelSession = async (scripts: Script[], extra: object = {}, as = tokens.admin) => {
    const server = await startScriptedOpenAi(scripts);
    const app = await call(
      chatAppAdd,
      post('/chat/app/add', {
        name: `model ${Math.random().toString(36).slice(2, 8)}`,
        provider: 'openai',
        baseUrl: server.baseUrl,
        model: 'scripted',
        timeoutSeconds: 5,
        ...extra,
      }),
    );
    expect(app.success).toBe(true);
    const s = await call(chatSessionAdd, post('/chat/session/add', { appId: app.result!.id }, as));
    return { server, appId: app.result!.id, sessionId: s.result!.id };
  };

  const ask = async (c: SocketClient, frame: object) => {
    const from = c.frames.length;
    c.ws.send(JSON.stringify({ type: 'start', ...frame }));
    const start = frameOf(
      await c.next((f, i = c.frames.indexOf(f)) => i >= from && ['start', 'error'].includes((f as Frame).type), 5000),
    );
    if (start.type !== 'start') return { start, text: '', end: start };
    const end = frameOf(
      await c.next((f) => {
        const fr = frameOf(f);
        return (fr.type === 'done' || fr.type === 'error') && 'messageId' in fr && fr.messageId === start.messageId;
      }, 10000),
    );
    const text = c.frames
      .map(frameOf)
      .filter((f): f is Extract<Frame, { type: 'delta' }> => f.type === 'delta' && f.messageId === start.messageId)
      .map((f) => f.text)
      .join('');
    return { start, text, end };
  };

  const stored = async (sessionId: string, as = tokens.admin) =>
    (
      await call(
        chatSessionQueryById,
        t.http.get(url('/chat/session/queryById')).query({ id: sessionId }).set('X-Access-Token', as),
      )
    ).result!.messages;

  describe('figure check', () => {
    it('marks an invented figure and keeps the ones of the data; the message stores the counts', async () => {
      // The grounded answer of this question says 1012 mm, +6% against 955 mm.
      const { server, sessionId } = await modelSession([
        { text: ['恒河平原7–10月降水1012毫米，', '较15年平均偏多6%；', '气温达到31.7℃。'] },
      ]);
      const c = await connect();
      try {
        const { text, end } = await ask(c, { sessionId, content: '印度恒河平原7-10月降水如何？' });
        expect(text).toBe('恒河平原7–10月降水1012毫米，较15年平均偏多6%；气温达到31.7℃。');
        expect(end).toMatchObject({ type: 'done', status: 'done', figures: { checked: 6, failed: 1 } });
        const marked = `恒河平原7–10月降水1012毫米，较15年平均偏多6%；气温达到31.7${UNVERIFIED_MARK.zh}℃。`;
        expect(end.type === 'done' && end.content).toBe(marked);
        const [, answer] = await stored(sessionId);
        expect(answer).toMatchObject({ content: marked, figuresChecked: 6, figuresFailed: 1, status: 'done' });
        const [q] = await stored(sessionId);
        expect(q).toMatchObject({ figuresChecked: null, figuresFailed: null });
      } finally {
        await c.close();
        await server.close();
      }
    });

    it('replaces an answer whose figures all fail by the grounded offline answer, with a note', async () => {
      const { server, sessionId } = await modelSession([{ text: ['降水约', '2300毫米，偏多', '48%。'] }]);
      const c = await connect();
      try {
        const { end } = await ask(c, { sessionId, content: '印度恒河平原7-10月降水如何？' });
        expect(end).toMatchObject({ type: 'done', status: 'done', figures: { checked: 2, failed: 2 } });
        const content = end.type === 'done' ? end.content! : '';
        expect(content).toMatch(/^> /);
        expect(content).toContain('| 降水 RAIN | 1012毫米 | 955毫米（15年平均） | +6% |');
        expect(content).not.toContain('2300');
        const [, answer] = await stored(sessionId);
        expect(answer.content).toBe(content);
        expect(answer.sources[0].id).toBe('table:2025-JUL_OCT:IND-96');
      } finally {
        await c.close();
        await server.close();
      }
    });

    it('sends no final text when every figure matched, and checks nothing in an answer without figures', async () => {
      const { server, sessionId } = await modelSession([
        { text: ['降水1012毫米，偏多6%。'] },
        { text: ['长势总体正常。'] },
      ]);
      const c = await connect();
      try {
        const first = await ask(c, { sessionId, content: '印度恒河平原7-10月降水如何？' });
        expect(first.end).toMatchObject({ type: 'done', figures: { checked: 2, failed: 0 } });
        expect(first.end.type === 'done' && first.end.content).toBeUndefined();
        const second = await ask(c, {
          sessionId,
          content: '长势怎样？',
          parentId: first.end.type === 'done' ? first.end.messageId : undefined,
        });
        expect(second.end).toMatchObject({ type: 'done', figures: { checked: 0, failed: 0 } });
      } finally {
        await c.close();
        await server.close();
      }
    });

    it('keeps a partial answer cut mid-stream with its error, its invented figure marked', async () => {
      const { server, sessionId } = await modelSession([
        { text: ['降水1012毫米，', '另有 77.7 毫米', '不会到达'], cut: 2 },
      ]);
      const c = await connect();
      try {
        const { text, end } = await ask(c, { sessionId, content: '印度恒河平原7-10月降水如何？' });
        expect(text).toBe('降水1012毫米，另有 77.7 毫米');
        expect(end).toMatchObject({ type: 'error', code: 'provider-error' });
        const [, answer] = await stored(sessionId);
        expect(answer).toMatchObject({ status: 'failed', figuresChecked: 2, figuresFailed: 1 });
        expect(answer.content).toBe(`降水1012毫米，另有 77.7${UNVERIFIED_MARK.zh} 毫米`);
        expect(answer.errorMessage).toBeTruthy();
      } finally {
        await c.close();
        await server.close();
      }
    });
  });
});
