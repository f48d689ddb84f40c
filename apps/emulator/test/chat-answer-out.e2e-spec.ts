// Issue #34, points 3 and 4: an answer's tables and charts as parts of the message, the table as Excel and CSV, the
// conversation as Markdown and JSON, an answer taken into a bulletin item (and carried by the bulletin export).
import JSZip from 'jszip';
import {
  analysisItemAdd,
  analysisMainAdd,
  analysisPartitionList,
  analysisZoneList,
  chatConversationExportSchema,
  chatMessageToBulletin,
  chatServerFrameSchema,
  type ChatServerFrame,
  chatSessionAdd,
  chatSessionQueryById,
  type Endpoint,
  getGptSocketToken,
} from '@cropwatch/contract';
import { OfflineAnswerProvider } from '../src/modules/chat/providers/offline/offline.provider';
import { binaryParser, readRows } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';
import { openSocket, type SocketClient } from './support/ws-client';

type Frame = ChatServerFrame;
const PERMISSION_DENIED = 510;
const QUESTION = '印度恒河平原7-10月降水如何？';

describe('answers out of the chat: /chat/message/exportTable, /chat/session/export, /chat/message/toBulletin', () => {
  let t: TestApp;
  const tokens = { admin: '', analyst: '', viewer: '' };
  let c: SocketClient;
  let sessionId = '';
  let answerId = '';
  let answerText = '';

  const url = (p: string) => `/jeecg-boot${p}`;
  const get = (p: string, query: Record<string, string> = {}, as = tokens.analyst) =>
    t.http.get(url(p)).query(query).set('X-Access-Token', as);
  const file = (p: string, query: Record<string, string>, as = tokens.analyst) =>
    get(p, query, as).buffer(true).parse(binaryParser);
  const post = (p: string, body: object, as = tokens.analyst) =>
    t.http.post(url(p)).set('X-Access-Token', as).send(body);
  const call = async <E extends Endpoint>(endpoint: E, req: Promise<{ body: unknown }> | { body: unknown }) =>
    expectContract(endpoint, (await req).body);
  const frameOf = (f: unknown): Frame => chatServerFrameSchema.parse(f);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0);
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await signIn(t, name);
    t.app.get(OfflineAnswerProvider).delayMs = 0;
    const ticket = (await call(getGptSocketToken, get('/sys/getGptSocketToken'))).result!;
    c = await openSocket(t.app, `/chat/socket?token=${ticket.token}`);
    sessionId = (await call(chatSessionAdd, post('/chat/session/add', {}))).result!.id;
    c.ws.send(JSON.stringify({ type: 'start', sessionId, content: QUESTION }));
    const done = frameOf(await c.next((f) => ['done', 'error'].includes(frameOf(f).type), 10_000));
    if (done.type !== 'done') throw new Error(`no answer: ${JSON.stringify(done)}`);
    answerId = done.messageId;
    expect(done.parts?.tables).toHaveLength(1);
  });
  afterAll(async () => {
    c?.ws.close();
    await t.close();
  });

  describe('parts of an answer', () => {
    it('declares a bar chart of a comparison, its figures those of the table', async () => {
      const other = (await call(chatSessionAdd, post('/chat/session/add', {}))).result!.id;
      const from = c.frames.length;
      c.ws.send(JSON.stringify({ type: 'start', sessionId: other, content: '比较巴基斯坦和印度2025年7-10月的CPI' }));
      const done = frameOf(
        await c.next((f, i = c.frames.indexOf(f)) => i >= from && ['done', 'error'].includes(frameOf(f).type), 10_000),
      );
      if (done.type !== 'done') throw new Error(JSON.stringify(done));
      const table = done.parts!.tables[0];
      expect(table.columns).toEqual(['区域', 'CPI', '长势']);
      expect(done.parts!.charts).toEqual([
        {
          table: 0,
          type: 'bar',
          title: null,
          categories: table.rows.map((r) => r[0]),
          series: [{ column: 1, name: 'CPI', unit: '', values: table.rows.map((r) => Number(r[1])) }],
        },
      ]);
    });

    it('carries the table and a chart read from its cells, on the stored message too', async () => {
      const detail = (await call(chatSessionQueryById, get('/chat/session/queryById', { id: sessionId }))).result!;
      const [question, answer] = detail.messages;
      answerText = answer.content;
      expect(question.parts).toBeUndefined();
      const table = answer.parts!.tables[0];
      expect(table.columns).toEqual(['指标', '本期数值', '参考值', '距平']);
      expect(table.rows).toContainEqual(['降水 RAIN', '1012毫米', '955毫米（15年平均）', '+6%']);
      // One row: nothing to compare, so no chart.
      expect(answer.parts!.charts).toEqual([]);
    });
  });

  describe('GET /chat/message/exportTable', () => {
    it('downloads the table as Excel, with the answer’s sources below it', async () => {
      const res = await file('/chat/message/exportTable', { id: answerId });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`${QUESTION}-表1.xlsx`)}`,
      );
      const rows = await readRows(res.body as Buffer);
      expect(rows[0]).toEqual(['指标', '本期数值', '参考值', '距平']);
      expect(rows).toContainEqual(['降水 RAIN', '1012毫米', '955毫米（15年平均）', '+6%']);
      const sourceRow = rows.find((r) => r[0] === '来源')!;
      expect(sourceRow[1]).toContain('恒河平原');
      expect(answerText).toContain('| 降水 RAIN | 1012毫米 |');
    });

    it('downloads the table as CSV (UTF-8 with BOM), sources in English when asked', async () => {
      const res = await file('/chat/message/exportTable', { id: answerId, format: 'csv', lang: 'en-US' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const text = (res.body as Buffer).toString('utf8');
      expect(text.startsWith('\uFEFF指标,本期数值,参考值,距平\r\n')).toBe(true);
      expect(text).toContain('\r\n降水 RAIN,1012毫米,955毫米（15年平均）,+6%\r\n');
      expect(text).toMatch(/\r\n\r\nSource,[^\r\n]*恒河平原/);
    });

    it('refuses another user’s answer, a question, a missing table and a bad format with a message', async () => {
      expect(envelope(await get('/chat/message/exportTable', { id: answerId }, tokens.viewer)).message).toBe(
        '未找到对应实体',
      );
      expect(envelope(await get('/chat/message/exportTable', { id: 'nope' })).message).toBe('未找到对应实体');
      expect(envelope(await get('/chat/message/exportTable', { id: answerId, index: '1' })).message).toBe(
        '该回答没有第2个表格',
      );
      expect(envelope(await get('/chat/message/exportTable', { id: answerId, format: 'pdf' })).message).toBe(
        'format 只能是 xlsx 或 csv',
      );
      expect(envelope(await get('/chat/message/exportTable', { id: answerId, index: '-1' })).message).toBe(
        'index 不能小于0',
      );
    });
  });

  describe('GET /chat/session/export', () => {
    it('exports the conversation as Markdown with each answer’s sources', async () => {
      const res = await file('/chat/session/export', { id: sessionId });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`${QUESTION}.md`)}`);
      const md = (res.body as Buffer).toString('utf8');
      expect(md.startsWith(`# ${QUESTION}\n`)).toBe(true);
      expect(md).toMatch(/\n## 问 · \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\n\n印度恒河平原7-10月降水如何？\n/);
      expect(md).toContain('## 答 · ');
      expect(md).toContain('| 降水 RAIN | 1012毫米 | 955毫米（15年平均） | +6% |');
      expect(md).toMatch(/\*\*来源\*\*\n\n1\. [^\n]*恒河平原[^\n]* — /);
    });

    it('exports it as JSON with the tables and sources, in English labels when asked', async () => {
      const res = await file('/chat/session/export', { id: sessionId, format: 'json' });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const json = chatConversationExportSchema.parse(JSON.parse((res.body as Buffer).toString('utf8')));
      expect(json.title).toBe(QUESTION);
      expect(json.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(json.messages[1].sources[0].id).toBe('table:2025-JUL_OCT:IND-96');
      expect(json.messages[1].tables[0].rows).toContainEqual(['降水 RAIN', '1012毫米', '955毫米（15年平均）', '+6%']);
      const en = (await file('/chat/session/export', { id: sessionId, lang: 'en-US' })).body as Buffer;
      expect(en.toString('utf8')).toContain('## Question · ');
    });

    it('exports it as Word: the question, the answer’s table as a Word table and its sources', async () => {
      const res = await file('/chat/session/export', { id: sessionId, format: 'docx' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(res.headers['content-disposition']).toContain(encodeURIComponent(`${QUESTION}.docx`));
      const xml = await (await JSZip.loadAsync(res.body as Buffer)).file('word/document.xml')!.async('string');
      expect(xml).toContain('印度恒河平原7-10月降水如何？');
      expect(xml.match(/<w:tbl>/g)).toHaveLength(1);
      expect(xml).toContain('955毫米（15年平均）');
      expect(xml).toContain('恒河平原');
    });

    it('never exports another user’s conversation', async () => {
      expect(envelope(await get('/chat/session/export', { id: sessionId }, tokens.viewer)).message).toBe(
        '未找到对应实体',
      );
      expect(envelope(await get('/chat/session/export', { id: sessionId, format: 'pdf' })).message).toBe(
        'format 只能是 md、json 或 docx',
      );
    });
  });

  describe('POST /chat/message/toBulletin', () => {
    let itemId = '';
    let analysisId = '';
    beforeAll(async () => {
      const main = await call(
        analysisMainAdd,
        post('/analysis/analyzeMain/add', { year: 2025, period: 'JUL_OCT', title: '回答入通报', lang: 'zh' }),
      );
      analysisId = main.result!.id;
      const partitions = await call(analysisPartitionList, get('/analysis/partition/list', { code: 'MPZ' }));
      const partitionId = partitions.result.records[0].id;
      const zones = await call(analysisZoneList, get('/analysis/aezs/list', { partitionId, pageSize: '100' }));
      const item = await call(
        analysisItemAdd,
        post('/analysis/analyzeItem/add', {
          analysisId,
          chapterCode: 'CH2_MPZ',
          partitionId,
          zoneId: zones.result.records[0].id,
          prompt: '写一段',
          fileType: 'table',
          tableSource: 'indicators',
        }),
      );
      itemId = item.result!.id;
    });

    it('needs chat:answer:toBulletin (the analyst has it, the viewer not)', async () => {
      const denied = await call(
        chatMessageToBulletin,
        post('/chat/message/toBulletin', { id: answerId, itemId }, tokens.viewer),
      );
      expect(denied.code).toBe(PERMISSION_DENIED);
    });

    it('makes the answer, with its sources, the item’s text; the bulletin export carries it', async () => {
      const res = await call(chatMessageToBulletin, post('/chat/message/toBulletin', { id: answerId, itemId }));
      expect(res).toMatchObject({ success: true, message: '已加入通报' });
      expect(res.result).toMatchObject({ id: itemId, status: 'GENERATED', version: 1, updateBy: 'analyst' });
      expect(res.result!.generatedText).toContain('| 降水 RAIN | 1012毫米 |');
      expect(res.result!.generatedText).toMatch(/\n\n来源：\n\n1\. [^\n]*恒河平原/);
      const md = (await file('/analysis/analyzeMain/exportMarkdown', { id: analysisId })).body as Buffer;
      expect(md.toString('utf8')).toContain('| 降水 RAIN | 1012毫米 |');
      // The same answer again adds no version.
      const again = await call(chatMessageToBulletin, post('/chat/message/toBulletin', { id: answerId, itemId }));
      expect(again.result!.version).toBe(1);
    });

    it('refuses a question, another user’s answer, an unknown item and missing fields', async () => {
      const detail = (await call(chatSessionQueryById, get('/chat/session/queryById', { id: sessionId }))).result!;
      const questionId = detail.messages[0].id;
      expect(envelope(await post('/chat/message/toBulletin', { id: questionId, itemId })).message).toBe(
        '只能将回答加入通报',
      );
      expect(envelope(await post('/chat/message/toBulletin', { id: answerId, itemId }, tokens.admin)).message).toBe(
        '未找到对应实体',
      );
      expect(envelope(await post('/chat/message/toBulletin', { id: answerId, itemId: 'nope' })).message).toBe(
        '未找到对应实体',
      );
      expect(envelope(await post('/chat/message/toBulletin', { id: answerId })).message).toBe('请选择通报条目');
    });
  });
});
