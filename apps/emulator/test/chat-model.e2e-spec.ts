import { DataSource } from 'typeorm';
import {
  chatAppAdd,
  chatAppTest,
  chatKnowledgeBaseAdd,
  chatKnowledgeDocumentUpload,
  chatServerFrameSchema,
  type ChatServerFrame,
  chatSessionAdd,
  chatSessionQueryById,
  type Endpoint,
  getGptSocketToken,
} from '@cropwatch/contract';
import { seedId } from '../src/core/seed/seed-file';
import { UNVERIFIED_MARK } from '../src/modules/chat/figures/figure-check';
import { expectContract, signIn } from './support/contract';
import { settledDocument } from './support/knowledge';
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
    // These answers come from the grounded context: the server refuses tools first (as vLLM without
    // --enable-auto-tool-choice does), so the figures are checked against the grounded offline answer.
    const refuse: Script = { status: 400, message: 'tools are not supported by this model' };
    it('marks an invented figure and keeps the ones of the data; the message stores the counts', async () => {
      // The grounded answer of this question says 1012 mm, +6% against 955 mm.
      const { server, sessionId } = await modelSession([
        refuse,
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
      const { server, sessionId } = await modelSession([refuse, { text: ['降水约', '2300毫米，偏多', '48%。'] }]);
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
        refuse,
        { text: ['降水1012毫米，偏多6%。'] },
        refuse,
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
        refuse,
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

  describe('tools', () => {
    const toolMessages = (seen: { body: { messages: { role: string; content?: unknown; tool_call_id?: string }[] } }) =>
      seen.body.messages.filter((m) => m.role === 'tool');

    it('answers through a tool round trip: the model looks up, the answer streams, its figures are checked', async () => {
      const { server, sessionId } = await modelSession([
        {
          text: ['我先查一下。'],
          toolCalls: [{ id: 'call_1', name: 'get_indicators', arguments: '{"unit":"IND-96","period":"2025-JUL_OCT"}' }],
          usage: { prompt_tokens: 100, completion_tokens: 10 },
        },
        { text: ['恒河平原降水', '1012毫米，', '偏多6%。'], usage: { prompt_tokens: 300, completion_tokens: 12 } },
      ]);
      const c = await connect();
      try {
        const { text, end } = await ask(c, { sessionId, content: '印度恒河平原7-10月降水如何？' });
        expect(server.seen).toHaveLength(2);
        const [first, second] = server.seen;
        expect(first.body.tools?.map((tl) => tl.function.name)).toEqual(
          expect.arrayContaining([
            'list_coverage',
            'get_indicators',
            'compare',
            'production_estimates',
            'crop_calendar',
            'my_crop_tasks',
          ]),
        );
        // Tools instead of pasted context: no grounded reference answer in the prompt.
        expect(JSON.stringify(first.body.messages)).not.toContain('参考答案');
        const assistant = second.body.messages.find((m) => m.role === 'assistant');
        expect(assistant?.tool_calls).toEqual([
          {
            id: 'call_1',
            type: 'function',
            function: { name: 'get_indicators', arguments: '{"unit":"IND-96","period":"2025-JUL_OCT"}' },
          },
        ]);
        const [tool] = toolMessages(second);
        expect(tool.tool_call_id).toBe('call_1');
        const result = JSON.parse(tool.content as string) as { rows: { unitCode: string; period: string }[] };
        expect(result.rows).toEqual([expect.objectContaining({ unitCode: 'IND-96', period: '2025-JUL_OCT' })]);

        expect(text).toContain('恒河平原降水1012毫米，偏多6%。');
        expect(end).toMatchObject({
          type: 'done',
          status: 'done',
          usage: { promptTokens: 400, completionTokens: 22 },
          figures: { failed: 0 },
          toolCalls: [{ id: 'call_1', name: 'get_indicators', error: null }],
        });
        const [, answer] = await stored(sessionId);
        expect(answer.toolCalls).toHaveLength(1);
        expect(answer.toolCalls![0].result).toMatchObject({ rows: [expect.objectContaining({ unitCode: 'IND-96' })] });
        expect(answer.figuresFailed).toBe(0);
      } finally {
        await c.close();
        await server.close();
      }
    });

    it('marks a figure the tools did not return', async () => {
      const { server, sessionId } = await modelSession([
        {
          toolCalls: [
            { id: 'c1', name: 'production_estimates', arguments: '{"country":"IND","crop":"wheat","year":2025}' },
          ],
        },
        { text: ['2025年印度小麦产量112096千吨，', '比上年增加5.5%。'] },
      ]);
      const c = await connect();
      try {
        const { end } = await ask(c, { sessionId, content: '印度小麦产量' });
        expect(end).toMatchObject({ type: 'done', figures: { checked: 3, failed: 1 } });
        expect(end.type === 'done' && end.content).toContain(`5.5%${UNVERIFIED_MARK.zh}`);
      } finally {
        await c.close();
        await server.close();
      }
    });

    it('tells the model about bad arguments and an unknown tool, and the turn goes on', async () => {
      const { server, sessionId } = await modelSession([
        {
          toolCalls: [
            { id: 'b1', name: 'get_indicators', arguments: '{"unit":' },
            { id: 'b2', name: 'get_indicators', arguments: '{"unit":"IND","colour":"red"}' },
            { id: 'b3', name: 'drop_tables', arguments: '{}' },
            { id: 'b4', name: 'get_indicators', arguments: '{"unit":"Atlantis"}' },
          ],
        },
        { text: ['查不到这些数据。'] },
      ]);
      const c = await connect();
      try {
        const { end } = await ask(c, { sessionId, content: '印度的指标' });
        expect(end).toMatchObject({ type: 'done', status: 'done' });
        const told = toolMessages(server.seen[1]).map(
          (m) => (JSON.parse(m.content as string) as { error: string }).error,
        );
        expect(told).toHaveLength(4);
        expect(told[0]).toMatch(/not valid JSON/);
        expect(told[1]).toMatch(/bad arguments/);
        expect(told[2]).toMatch(/unknown tool/);
        expect(told[3]).toMatch(/unknown unit/);
        const [, answer] = await stored(sessionId);
        expect(answer.toolCalls!.map((x) => [x.id, x.result ?? null, !!x.error])).toEqual([
          ['b1', null, true],
          ['b2', null, true],
          ['b3', null, true],
          ['b4', null, true],
        ]);
      } finally {
        await c.close();
        await server.close();
      }
    });

    it("a viewer's question cannot make a tool return another user's crop tasks", async () => {
      const GANGES = {
        type: 'Polygon',
        coordinates: [
          [
            [80, 25.5],
            [84, 25],
            [84, 26.5],
            [80, 27],
            [80, 25.5],
          ],
        ],
      };
      const added = await post(
        '/crop/task/add',
        {
          taskName: 'analyst secret task',
          crop: 'wheat',
          period: '2025-JAN_APR',
          aoiType: 'polygon',
          aoiGeometry: GANGES,
        },
        tokens.analyst,
      );
      expect((added.body as { success: boolean }).success).toBe(true);
      const { server, sessionId } = await modelSession(
        [
          {
            toolCalls: [
              { id: 't1', name: 'my_crop_tasks', arguments: '{}' },
              { id: 't2', name: 'my_crop_tasks', arguments: '{"username":"analyst"}' },
            ],
          },
          { text: ['你没有作物任务。'] },
        ],
        {},
        tokens.viewer,
      );
      const c = await connect(tokens.viewer);
      try {
        const { end } = await ask(c, { sessionId, content: '列出 analyst 的作物任务' });
        expect(end).toMatchObject({ type: 'done', status: 'done' });
        const [own, forced] = toolMessages(server.seen[1]).map(
          (m) => JSON.parse(m.content as string) as Record<string, unknown>,
        );
        expect(own).toMatchObject({ total: 0, tasks: [] });
        expect(forced.error).toMatch(/bad arguments/);
        expect(JSON.stringify(server.seen[1].body.messages)).not.toContain('analyst secret task');
      } finally {
        await c.close();
        await server.close();
      }
      // The same tool for the analyst returns the analyst's task: the rows are there, the viewer just may not see them.
      const mine = await modelSession(
        [{ toolCalls: [{ id: 'm1', name: 'my_crop_tasks', arguments: '{}' }] }, { text: ['好的。'] }],
        {},
        tokens.analyst,
      );
      const c2 = await connect(tokens.analyst);
      try {
        await ask(c2, { sessionId: mine.sessionId, content: '我的作物任务' });
        expect(JSON.stringify(toolMessages(mine.server.seen[1]))).toContain('analyst secret task');
      } finally {
        await c2.close();
        await mine.server.close();
      }
    });

    it("searches the knowledge bases with the asking user's read rights; the passages are evidence", async () => {
      const kb = (
        await call(
          chatKnowledgeBaseAdd,
          post('/chat/kb/add', { name: 'Survey notes', readRoles: ['analyst'] }, tokens.analyst),
        )
      ).result!;
      const doc = 'The survey team counted 41 sample plots of soybean near Fujin in August.';
      const up = await call(
        chatKnowledgeDocumentUpload,
        t.http
          .post(url('/chat/kb/document/upload'))
          .set('X-Access-Token', tokens.analyst)
          .field('kbId', kb.id)
          .attach('file', Buffer.from(doc), 'survey.txt'),
      );
      // The upload answers `queued`; the search tool finds the passages once the worker indexed them.
      expect(await settledDocument(t, tokens.analyst, kb.id, up.result!.id)).toMatchObject({ status: 'indexed' });
      const script = (): Script[] => [
        { toolCalls: [{ id: 's1', name: 'search_documents', arguments: '{"query":"soybean sample plots Fujin"}' }] },
        { text: ['The survey counted 41 sample plots [kbp].'] },
      ];
      const analyst = await modelSession(script(), {}, tokens.analyst);
      const c = await connect(tokens.analyst);
      try {
        const { end } = await ask(c, { sessionId: analyst.sessionId, content: 'How many soybean plots near Fujin?' });
        expect(analyst.server.seen[0].body.tools?.map((tl) => tl.function.name)).toContain('search_documents');
        const [tool] = toolMessages(analyst.server.seen[1]);
        const result = JSON.parse(tool.content as string) as { passages: { id: string; text: string }[] };
        expect(result.passages[0]).toMatchObject({ document: 'survey.txt', knowledgeBase: 'Survey notes', text: doc });
        expect(result.passages[0].id).toMatch(/^kbp:/);
        // 41 is in the passage the tool returned: a checked figure, not an invented one.
        expect(end).toMatchObject({ type: 'done', figures: { failed: 0 } });
        expect(end.type === 'done' && end.figures?.checked).toBeGreaterThan(0);
      } finally {
        await c.close();
        await analyst.server.close();
      }
      const viewer = await modelSession(script(), {}, tokens.viewer);
      const cv = await connect(tokens.viewer);
      try {
        await ask(cv, { sessionId: viewer.sessionId, content: 'How many soybean plots near Fujin?' });
        const [tool] = toolMessages(viewer.server.seen[1]);
        // The viewer may read the seeded base only: nothing of the analysts' base comes back to his model.
        const result = JSON.parse(tool.content as string) as { passages: { knowledgeBase: string }[] };
        expect(result.passages.length).toBeGreaterThan(0);
        expect(result.passages.every((p) => p.knowledgeBase === '作物监测方法')).toBe(true);
        expect(tool.content).not.toContain('41 sample plots');
      } finally {
        await cv.close();
        await viewer.server.close();
      }
    });

    it('tells the model the chosen bases by name, and search_documents searches only those', async () => {
      const add = async (name: string, text: string) => {
        const kb = (await call(chatKnowledgeBaseAdd, post('/chat/kb/add', { name }, tokens.analyst))).result!;
        const up = await call(
          chatKnowledgeDocumentUpload,
          t.http
            .post(url('/chat/kb/document/upload'))
            .set('X-Access-Token', tokens.analyst)
            .field('kbId', kb.id)
            .attach('file', Buffer.from(text), 'notes.txt'),
        );
        expect(await settledDocument(t, tokens.analyst, kb.id, up.result!.id)).toMatchObject({ status: 'indexed' });
        return kb;
      };
      const chosen = await add('Maize scouting notes', 'Maize scouting found rust on 12 fields near Harbin.');
      const other = await add('Rice scouting notes', 'Rice scouting found rust on 7 fields near Harbin.');
      const session = await modelSession(
        [
          { toolCalls: [{ id: 'k1', name: 'search_documents', arguments: '{"query":"scouting rust fields Harbin"}' }] },
          { text: ['Rust on 12 fields.'] },
        ],
        {},
        tokens.analyst,
      );
      const c = await connect(tokens.analyst);
      try {
        await ask(c, {
          sessionId: session.sessionId,
          content: 'How many fields had rust?',
          lang: 'en-US',
          knowledgeBaseIds: [chosen.id],
        });
        const system = JSON.stringify(session.server.seen[0].body.messages.filter((m) => m.role === 'system'));
        expect(system).toContain('Maize scouting notes');
        expect(system).toContain('search_documents searches only these');
        expect(system).not.toContain('Rice scouting notes');
        expect(system).not.toContain(chosen.id);
        const [tool] = toolMessages(session.server.seen[1]);
        const result = JSON.parse(tool.content as string) as { passages: { knowledgeBase: string }[] };
        expect(result.passages.length).toBeGreaterThan(0);
        expect(result.passages.every((p) => p.knowledgeBase === 'Maize scouting notes')).toBe(true);
        expect(tool.content).not.toContain(other.name);
      } finally {
        await c.close();
        await session.server.close();
      }
    });

    it('runs no tool for a user frozen while the chat socket stays open', async () => {
      const { server, sessionId } = await modelSession(
        [{ toolCalls: [{ id: 'f1', name: 'my_crop_tasks', arguments: '{}' }] }, { text: ['好的。'] }],
        {},
        tokens.analyst,
      );
      const c = await connect(tokens.analyst);
      const db = t.app.get(DataSource);
      try {
        await db.query("UPDATE sys_user SET status = 2 WHERE username = 'analyst'");
        await ask(c, { sessionId, content: '我的作物任务' });
        const [result] = toolMessages(server.seen[1]).map((m) => JSON.parse(m.content as string) as { error?: string });
        expect(result.error).toMatch(/frozen/);
        expect(JSON.stringify(server.seen[1].body.messages)).not.toContain('"tasks"');
      } finally {
        await db.query("UPDATE sys_user SET status = 1 WHERE username = 'analyst'");
        await c.close();
        await server.close();
      }
    });

    it("applies the data rules of the user's roles on the crop task page to what my_crop_tasks returns", async () => {
      const GANGES = {
        type: 'Polygon',
        coordinates: [
          [
            [80, 25.5],
            [84, 25],
            [84, 26.5],
            [80, 27],
            [80, 25.5],
          ],
        ],
      };
      const base = { crop: 'wheat', period: '2025-JAN_APR', aoiType: 'polygon', aoiGeometry: GANGES };
      for (const taskName of ['rule visible task', 'rule hidden task']) {
        const res = await post('/crop/task/add', { ...base, taskName }, tokens.analyst);
        expect((res.body as { success: boolean }).success).toBe(true);
      }
      // A data rule on the crop task menu, selected for the analyst role: only tasks with this name.
      const permissionId = seedId('menu', 'crop-task');
      const ANALYST_ROLE = 'ee8626f80f7c2619917b6236f3a7f02b';
      const added = await post('/sys/permission/addPermissionRule', {
        permissionId,
        ruleName: 'chat tool test',
        ruleColumn: 'taskName',
        ruleConditions: '=',
        ruleValue: 'rule visible task',
        status: '1',
      });
      expect((added.body as { success: boolean }).success).toBe(true);
      const rules = (
        await t.http
          .get(url('/sys/permission/queryPermissionRule'))
          .query({ permissionId })
          .set('X-Access-Token', tokens.admin)
      ).body as { result: { id: string; ruleName: string }[] };
      const ruleId = rules.result.find((r) => r.ruleName === 'chat tool test')!.id;
      const saveRule = (dataRuleIds: string) =>
        post('/sys/role/datarule', { permissionId, roleId: ANALYST_ROLE, dataRuleIds });
      expect(((await saveRule(ruleId)).body as { success: boolean }).success).toBe(true);
      try {
        const { server, sessionId } = await modelSession(
          [{ toolCalls: [{ id: 'r1', name: 'my_crop_tasks', arguments: '{"limit":40}' }] }, { text: ['好的。'] }],
          {},
          tokens.analyst,
        );
        const c = await connect(tokens.analyst);
        try {
          await ask(c, { sessionId, content: '我的作物任务' });
          const [tool] = server.seen[1].body.messages.filter((m) => m.role === 'tool');
          const result = JSON.parse(tool.content as string) as { tasks: { taskName: string }[] };
          expect(result.tasks.map((x) => x.taskName)).toEqual(['rule visible task']);
        } finally {
          await c.close();
          await server.close();
        }
      } finally {
        await saveRule('');
      }
    });

    it('falls back to the grounded context when the server cannot call tools', async () => {
      const { server, sessionId } = await modelSession([
        {
          status: 400,
          message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
        },
        { text: ['降水1012毫米。'] },
      ]);
      const c = await connect();
      try {
        const { end } = await ask(c, { sessionId, content: '印度恒河平原7-10月降水如何？' });
        expect(end).toMatchObject({ type: 'done', status: 'done', figures: { checked: 1, failed: 0 } });
        expect(server.seen).toHaveLength(2);
        expect(server.seen[0].body.tools).toBeDefined();
        expect(server.seen[1].body.tools).toBeUndefined();
        expect(JSON.stringify(server.seen[1].body.messages)).toContain('参考答案');
      } finally {
        await c.close();
        await server.close();
      }
    });

    it.each([
      [429, 'slow down', /限流（429）/],
      [500, 'boom', /内部错误（500）/],
    ])('reports HTTP %i as a failed answer with the reason', async (status, message, pattern) => {
      const { server, sessionId } = await modelSession([{ status, message }]);
      const c = await connect();
      try {
        const { end } = await ask(c, { sessionId, content: '印度恒河平原7-10月降水如何？' });
        expect(end).toMatchObject({ type: 'error', code: 'provider-error' });
        expect(end.type === 'error' && end.message).toMatch(pattern);
        const [, answer] = await stored(sessionId);
        expect(answer.status).toBe('failed');
      } finally {
        await c.close();
        await server.close();
      }
    });
  });

  describe('a conversation longer than the context', () => {
    it('retries a context-length refusal with the older turns dropped and stores how many', async () => {
      const { server, sessionId } = await modelSession([
        { text: ['第一个回答。'] },
        { text: ['第二个回答。'] },
        { status: 400, message: "This model's maximum context length is 4096 tokens (context_length_exceeded)" },
        { text: ['第三个回答。'] },
      ]);
      const c = await connect();
      try {
        const answerId = (r: Awaited<ReturnType<typeof ask>>) => (r.end.type === 'done' ? r.end.messageId : undefined);
        const first = await ask(c, { sessionId, content: '第一个问题' });
        const second = await ask(c, { sessionId, content: '第二个问题', parentId: answerId(first) });
        const { text, end } = await ask(c, { sessionId, content: '第三个问题', parentId: answerId(second) });
        expect(text).toBe('第三个回答。');
        expect(end).toMatchObject({ type: 'done', status: 'done', droppedTurns: 1 });
        // The refused request held both earlier pairs; the retry only the newer one, with the question.
        const users = (i: number) =>
          server.seen[i].body.messages.filter((m) => m.role !== 'system').map((m) => m.content);
        expect(users(2)).toEqual(['第一个问题', '第一个回答。', '第二个问题', '第二个回答。', '第三个问题']);
        expect(users(3)).toEqual(['第二个问题', '第二个回答。', '第三个问题']);
        const messages = await stored(sessionId);
        expect(messages.map((m) => m.droppedTurns)).toEqual([undefined, undefined, undefined, undefined, undefined, 1]);
      } finally {
        await c.close();
        await server.close();
      }
    });
  });

  describe('app test (POST /chat/app/test)', () => {
    const test = (appId: string, as = tokens.admin) => call(chatAppTest, post('/chat/app/test', { id: appId }, as));

    it('answers one turn through tools and says so', async () => {
      const { server, appId } = await modelSession([
        { toolCalls: [{ id: 'x1', name: 'get_indicators', arguments: '{"unit":"IND-96"}' }] },
        { text: ['降水1012毫米。'] },
      ]);
      try {
        const r = await test(appId);
        expect(r.success).toBe(true);
        expect(r.result).toMatchObject({
          ok: true,
          provider: 'openai',
          model: 'scripted',
          tools: 'used',
          toolCalls: 1,
          answer: '降水1012毫米。',
          figures: { checked: 1, failed: 0 },
        });
      } finally {
        await server.close();
      }
    });

    it('says when the server cannot call tools and answers from the grounded context', async () => {
      const { server, appId } = await modelSession([
        { status: 400, message: 'registry.ollama.ai/library/gemma:2b does not support tools' },
        { text: ['降水1012毫米。'] },
      ]);
      try {
        const r = (await test(appId)).result!;
        expect(r).toMatchObject({ ok: true, tools: 'unsupported', toolCalls: 0 });
        expect(r.message).toMatch(/不支持工具调用/);
      } finally {
        await server.close();
      }
    });

    it('says exactly why an app cannot answer, and needs chat:app:edit', async () => {
      const { server, appId } = await modelSession([{ status: 401, message: 'invalid api key' }]);
      try {
        const r = (await test(appId)).result!;
        expect(r.ok).toBe(false);
        expect(r.message).toMatch(/API Key（401）/);
        expect(r.message).toContain('invalid api key');
        const denied = (await post('/chat/app/test', { id: appId }, tokens.viewer)).body as { code: number };
        expect(denied.code).toBe(510);
        const unknown = (await post('/chat/app/test', { id: 'nope' })).body as { success: boolean; message: string };
        expect(unknown).toMatchObject({ success: false, message: '未找到对应实体' });
      } finally {
        await server.close();
      }
    });
  });
});
