import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import {
  analysisItemAdd,
  type AnalysisItemAddBody,
  analysisItemDelete,
  analysisItemList,
  analysisItemQueryById,
  analysisItemVersions,
  analysisMainAdd,
  analysisMainDelete,
  analysisMainGenerate,
  analysisMainProgress,
  analysisPartitionList,
  analysisZoneList,
  chatAppAdd,
  chatAppTest,
  commonUpload,
  type Endpoint,
} from '@cropwatch/contract';
import { AnalysisItemEntity } from '../src/modules/analysis/entities/analysis-item.entity';
import { AnalysisQueueService } from '../src/modules/analysis/generation/analysis-queue.service';
import { ItemInputService } from '../src/modules/analysis/generation/item-input.service';
import { LocalModelHost } from '../src/modules/chat/providers/local/local-model.host';
import { expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp, itOnSqlite } from './support/test-app';
import { writeTinyModel } from './support/tiny-gguf';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A signed-in admin on an emulator, with the calls these tests make. */
async function session(t: TestApp) {
  const token = await signIn(t, 'admin');
  const url = (p: string) => `/jeecg-boot${p}`;
  const call = async <E extends Endpoint>(endpoint: E, req: Promise<{ body: unknown }>) =>
    expectContract(endpoint, (await req).body);
  const get = (p: string, query: Record<string, string> = {}) =>
    t.http.get(url(p)).query(query).set('X-Access-Token', token);
  const post = (p: string, body: object) => t.http.post(url(p)).set('X-Access-Token', token).send(body);
  const zones = async (partitionCode: string) => {
    const p = await call(analysisPartitionList, get('/analysis/partition/list', { code: partitionCode }));
    const partitionId = p.result.records[0].id;
    return (await call(analysisZoneList, get('/analysis/aezs/list', { partitionId, pageSize: '100' }))).result.records;
  };
  const analysis = async (title: string, lang: 'zh' | 'en' = 'en') =>
    (
      await call(
        analysisMainAdd,
        post('/analysis/analyzeMain/add', { year: 2025, period: 'JUL_OCT', stage: 'grain_filling', title, lang }),
      )
    ).result!.id;
  const item = async (
    body: Partial<AnalysisItemAddBody> & { analysisId: string; zoneId: string; partitionId: string },
  ) => {
    const res = await call(
      analysisItemAdd,
      post('/analysis/analyzeItem/add', {
        chapterCode: 'CH3_COUNTRY',
        prompt: 'Write about {zone} for {period}.',
        fileType: 'table',
        tableSource: 'indicators',
        ...body,
      }),
    );
    if (!res.result) throw new Error(res.message);
    return res.result.id;
  };
  const generate = (id: string, extra: object = {}) =>
    call(analysisMainGenerate, post('/analysis/analyzeMain/generate', { id, ...extra }));
  const progress = async (id: string) =>
    (await call(analysisMainProgress, get('/analysis/analyzeMain/progress', { id }))).result!;
  const settled = async (id: string, timeoutMs = 15_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const p = await progress(id);
      if (p.counts.waiting === 0) return p;
      if (Date.now() > until) throw new Error(`still generating: ${JSON.stringify(p.counts)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const queryItem = async (id: string) =>
    (await call(analysisItemQueryById, get('/analysis/analyzeItem/queryById', { id }))).result!;
  return { token, url, call, get, post, zones, analysis, item, generate, progress, settled, queryItem };
}

describe('analysis generation queue and inputs', () => {
  it('respects ANALYSIS_CONCURRENCY: 8 items, never more than 2 running, and 2 at the peak', async () => {
    const t = await createTestApp({}, { ANALYSIS_CONCURRENCY: '2', ANALYSIS_OFFLINE_LATENCY_MS: '40' });
    try {
      const s = await session(t);
      const queue = t.app.get(AnalysisQueueService);
      const countries = (await s.zones('KEY_COUNTRIES')).slice(0, 8);
      const id = await s.analysis('concurrency');
      for (const z of countries) await s.item({ analysisId: id, partitionId: z.partitionId, zoneId: z.id });
      queue.resetPeak();
      const started = jest.spyOn(t.app.get(ItemInputService), 'request');
      expect((await s.generate(id)).result).toEqual({ queued: 8, skipped: 0 });
      const seen: number[] = [];
      for (;;) {
        const p = await s.progress(id);
        seen.push(queue.stats().running);
        if (p.counts.waiting === 0) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      expect(queue.stats()).toMatchObject({ concurrency: 2, peakRunning: 2, running: 0, pending: 0 });
      expect(Math.max(...seen)).toBeLessThanOrEqual(2);
      const done = await s.progress(id);
      expect(done.counts).toMatchObject({ generated: 8 });
      // FIFO: runs started in bulletin order, the order generate queued them in.
      const items = (await s.call(analysisItemList, s.get('/analysis/analyzeItem/list', { analysisId: id }))).result
        .records;
      expect(items.every((i) => i.status === 'GENERATED' && i.version === 1)).toBe(true);
      expect(started.mock.calls.map(([itemId]) => itemId)).toEqual(items.map((i) => i.id));
    } finally {
      await t.close();
    }
  });

  it('resumes the items left waiting when the emulator restarts, and the dispatch job queues forgotten ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'analysis-restart-'));
    const database = path.join(dir, 'db.sqlite');
    try {
      const first = await createTestApp({ database, analysisConcurrency: 1, analysisOfflineLatencyMs: 60_000 });
      let analysisId = '';
      let ids: string[] = [];
      try {
        const s = await session(first);
        const mpz = await s.zones('MPZ');
        analysisId = await s.analysis('restart');
        ids = [];
        for (const z of mpz.slice(0, 3))
          ids.push(await s.item({ analysisId, partitionId: z.partitionId, zoneId: z.id, chapterCode: 'CH2_MPZ' }));
        await s.generate(analysisId);
        expect((await s.progress(analysisId)).counts.waiting).toBe(3);
      } finally {
        await first.close();
      }
      const second = await createTestApp({ database, analysisConcurrency: 2, analysisOfflineLatencyMs: 5 });
      try {
        const s = await session(second);
        const done = await s.settled(analysisId);
        expect(done).toMatchObject({ status: 'GENERATED', counts: { generated: 3 } });
        // An item marked waiting behind the queue's back (another process, a lost run) is picked up by the job.
        const repo = second.app.get(DataSource).getRepository(AnalysisItemEntity);
        await repo.update({ id: ids[0] }, { status: 'WAITING', previousStatus: 'GENERATED' });
        const summary = await second.app.get(AnalysisQueueService).dispatchPending();
        expect(summary).toMatch(/^派发待生成条目1项/);
        await s.settled(analysisId);
        expect((await s.queryItem(ids[0])).version).toBe(2);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads uploaded workbooks and generated images, and fails an uploaded image offline with a clear message', async () => {
    const t = await createTestApp({ analysisOfflineLatencyMs: 0 });
    try {
      const s = await session(t);
      const upload = async (data: Buffer, name: string) => {
        const res = await t.http
          .post(s.url('/sys/common/upload'))
          .set('X-Access-Token', s.token)
          .field('biz', 'analysis')
          .attach('file', data, name);
        return expectContract(commonUpload, res.body).message;
      };
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('table');
      sheet.addRow(['code', 'RAIN', 'rain_dep_pct', 'TEMP', 'temp_dep_c', 'VCIx', 'CPI']);
      sheet.addRow(['USA', 421, 17, 22.4, 0.3, 0.88, 1.01]);
      sheet.addRow(['IND', 1111, -3, 28.1, -0.4, 0.93, 1.06]);
      const workbook = await upload(Buffer.from(await wb.xlsx.writeBuffer()), 'zones.xlsx');
      const csv = await upload(Buffer.from('rain_mm,rain_dep_pct\n77,-41\n'), 'one.csv');
      const image = await upload(PNG, 'map.png');

      const countries = await s.zones('KEY_COUNTRIES');
      const zone = (code: string) => countries.find((z) => z.code === code)!;
      const id = await s.analysis('inputs');
      const usa = await s.item({
        analysisId: id,
        partitionId: zone('USA').partitionId,
        zoneId: zone('USA').id,
        tableSource: 'upload',
        tableFile: workbook,
      });
      const bra = await s.item({
        analysisId: id,
        partitionId: zone('BRA').partitionId,
        zoneId: zone('BRA').id,
        tableSource: 'upload',
        tableFile: workbook,
      });
      const ind = await s.item({
        analysisId: id,
        partitionId: zone('IND').partitionId,
        zoneId: zone('IND').id,
        tableSource: 'upload',
        tableFile: csv,
      });
      const chn = await s.item({
        analysisId: id,
        partitionId: zone('CHN').partitionId,
        zoneId: zone('CHN').id,
        fileType: 'image',
        tableSource: null,
        imagePath: 'analysis/images/rain-departure.svg',
      });
      const arg = await s.item({
        analysisId: id,
        partitionId: zone('ARG').partitionId,
        zoneId: zone('ARG').id,
        fileType: 'image',
        tableSource: null,
        imagePath: image,
      });
      await s.generate(id);
      await s.settled(id);
      const text = async (itemId: string) => s.queryItem(itemId);

      const usaItem = await text(usa);
      expect(usaItem.status).toBe('GENERATED');
      expect(usaItem.generatedText).toContain('RAIN totalled 421 mm (+17% vs the 15YA, above average)');
      expect(usaItem.generatedText).toContain('CPI was 1.01 (average)');
      expect(await text(bra)).toMatchObject({
        status: 'FAILED',
        errorMessage: `数据表中没有区域 BRA 的行（code 列）：${workbook}`,
      });
      expect((await text(ind)).generatedText).toContain('RAIN totalled 77 mm (−41% vs the 15YA, far below average)');
      const chnItem = await text(chn);
      expect(chnItem.status).toBe('GENERATED');
      expect(chnItem.generatedText).toMatch(/RAIN totalled \d+ mm/);
      expect((await text(arg)).errorMessage).toBe(
        'Offline writing needs a data table: an uploaded image cannot be read offline. Use a data table input or an OpenAI-compatible default chat app.',
      );
    } finally {
      await t.close();
    }
  });

  it('writes with the default chat app when it is OpenAI-compatible, and fails the item with a provider error', async () => {
    const requests: { auth?: string; messages: { role: string; content: unknown }[] }[] = [];
    let reject = false;
    const server: Server = createServer((req, res) => {
      let raw = '';
      req.on('data', (d: Buffer) => (raw += d.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as { messages: { role: string; content: unknown }[] };
        requests.push({ auth: req.headers.authorization, messages: body.messages });
        if (reject) {
          res.writeHead(401, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'invalid key' } }));
          return;
        }
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        const chunk = (content: string) =>
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
        res.end(`${chunk('Rainfall was ')}${chunk('812 mm.')}data: [DONE]\n\n`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const t = await createTestApp({ analysisOfflineLatencyMs: 0 });
    try {
      const s = await session(t);
      const port = (server.address() as AddressInfo).port;
      const app = await s.call(
        chatAppAdd,
        s.post('/chat/app/add', {
          name: 'bulletin model',
          provider: 'openai',
          baseUrl: `http://127.0.0.1:${port}/v1`,
          model: 'mock-model',
          apiKey: 'sk-mock-0000',
          systemPrompt: 'You write CropWatch bulletins.',
          isDefault: 1,
        }),
      );
      expect(app.success).toBe(true);
      const [waf] = await s.zones('MPZ');
      const id = await s.analysis('openai', 'zh');
      const itemId = await s.item({
        analysisId: id,
        partitionId: waf.partitionId,
        zoneId: waf.id,
        chapterCode: 'CH2_MPZ',
        prompt: '概述{zone}{period}的作物状况：{agroclimate}',
        backgroundKnowledge: '萨赫勒雨季偏晚。',
      });
      await s.generate(id);
      await s.settled(id);
      expect(await s.queryItem(itemId)).toMatchObject({ status: 'GENERATED', generatedText: 'Rainfall was 812 mm.' });
      const versions = await s.call(analysisItemVersions, s.get('/analysis/analyzeItem/versions', { id: itemId }));
      expect(versions.result[0]).toMatchObject({ origin: 'generated', model: 'openai · mock-model' });
      expect(requests[0].auth).toBe('Bearer sk-mock-0000');
      expect(requests[0].messages[0]).toEqual({ role: 'system', content: 'You write CropWatch bulletins.' });
      const question = String(requests[0].messages[1].content);
      expect(question).toContain('概述西非2025年7–10月的作物状况：降水 812毫米（−9%）');
      expect(question).toContain('萨赫勒雨季偏晚。');
      expect(question).toContain('| 降水 RAIN | 812毫米 | −9% |');

      reject = true;
      await s.generate(id);
      const failed = await s.settled(id);
      expect(failed.items[0].status).toBe('FAILED');
      expect(failed.items[0].errorMessage).toContain('invalid key');
      expect((await s.queryItem(itemId)).generatedText).toBe('Rainfall was 812 mm.');
    } finally {
      await t.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  // The model's turn is the same on either database (and ~20 s a run): SQLite only, to keep CI short.
  itOnSqlite(
    "writes with the default chat app when it names a local model, through the chat assistant's shared host",
    async () => {
      const t = await createTestApp({ analysisOfflineLatencyMs: 0 });
      try {
        const models = path.join(t.dataDir, 'models');
        mkdirSync(models, { recursive: true });
        await writeTinyModel(path.join(models, 'tiny.gguf'));
        const s = await session(t);
        const app = await s.call(
          chatAppAdd,
          s.post('/chat/app/add', {
            name: 'bulletin local model',
            provider: 'local',
            modelPath: 'tiny.gguf',
            threads: 1,
            // The tools' documentation and the grounding need more than the default 4096 tokens.
            contextSize: 8192,
            maxTokens: 24,
            isDefault: 1,
          }),
        );
        expect(app.success).toBe(true);
        const [waf, other] = await s.zones('MPZ');
        const id = await s.analysis('local', 'en');
        const itemIds = [
          await s.item({
            analysisId: id,
            partitionId: waf.partitionId,
            zoneId: waf.id,
            chapterCode: 'CH2_MPZ',
            prompt: 'Summarise {zone}: {agroclimate}',
          }),
          await s.item({
            analysisId: id,
            partitionId: waf.partitionId,
            zoneId: other.id,
            chapterCode: 'CH2_MPZ',
            prompt: 'Outlook for {zone}',
          }),
        ];
        await s.generate(id);
        const done = await s.settled(id, 40_000);
        expect(done.items.map((i) => i.status)).toEqual(['GENERATED', 'GENERATED']);
        for (const itemId of itemIds) {
          // Random weights: the words are gibberish; a paragraph was written and stored with its model.
          expect((await s.queryItem(itemId)).generatedText?.trim().length).toBeGreaterThan(10);
          const versions = await s.call(analysisItemVersions, s.get('/analysis/analyzeItem/versions', { id: itemId }));
          expect(versions.result[0]).toMatchObject({ origin: 'generated', model: 'local · tiny.gguf' });
        }
        // Both items, and the chat's test button after them (with the tools and the grounded context: the default
        // context of 4096 tokens holds them), used the one loaded model of the chat's host.
        const host = t.app.get(LocalModelHost);
        expect(host.loadedFiles()).toEqual([path.join(models, 'tiny.gguf')]);
        const tested = await s.call(chatAppTest, s.post('/chat/app/test', { id: app.result!.id }));
        expect(tested.result).toMatchObject({ ok: true, provider: 'local', tools: 'not-called' });
        expect(host.loadedFiles()).toEqual([path.join(models, 'tiny.gguf')]);
      } finally {
        await t.close();
      }
    },
    60_000,
  );

  it('forgets deleted items and analyses mid-run without writing anything for them', async () => {
    // Long runs: nothing finishes on its own while the test deletes (the deletions abort them).
    const t = await createTestApp({ analysisConcurrency: 1, analysisOfflineLatencyMs: 5000 });
    try {
      const s = await session(t);
      const mpz = await s.zones('MPZ');
      const id = await s.analysis('delete');
      const ids: string[] = [];
      for (const z of mpz.slice(0, 3))
        ids.push(await s.item({ analysisId: id, partitionId: z.partitionId, zoneId: z.id, chapterCode: 'CH2_MPZ' }));
      await s.generate(id);
      const queue = t.app.get(AnalysisQueueService);
      expect(queue.stats()).toMatchObject({ running: 1, pending: 2 });
      // The run order follows the chapter's zone order (the database's collation), not the order of creation:
      // delete one that is still waiting its turn.
      const waiting = queue.pendingIds().find((queued) => ids.includes(queued))!;
      await s.call(
        analysisItemDelete,
        t.http.delete(s.url('/analysis/analyzeItem/delete')).query({ id: waiting }).set('X-Access-Token', s.token),
      );
      expect(queue.pendingIds()).not.toContain(waiting);
      expect(queue.stats()).toMatchObject({ pending: 1 });
      await s.call(
        analysisMainDelete,
        t.http.delete(s.url('/analysis/analyzeMain/delete')).query({ id }).set('X-Access-Token', s.token),
      );
      await queue.whenIdle();
      expect(queue.stats()).toMatchObject({ running: 0, pending: 0 });
      const left = await t.app.get(DataSource).getRepository(AnalysisItemEntity).countBy({ analysisId: id });
      expect(left).toBe(0);
    } finally {
      await t.close();
    }
  });
});
