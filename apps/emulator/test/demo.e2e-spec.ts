import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  analysisItemList,
  analysisItemVersions,
  analysisMainList,
  analysisMainProgress,
  chatSessionList,
  chatSessionQueryById,
  cropTaskList,
  type Endpoint,
  listByUser,
  positionList,
} from '@cropwatch/contract';
import { AnalysisQueueService } from '../src/modules/analysis/generation/analysis-queue.service';
import { DEMO_MARKER_FILE, DemoResetRefused, resetDemoData } from '../src/modules/demo/demo-reset';
import { expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

/** Issue #18: a fresh start with SEED_DEMO=on looks used, and `npm run demo:reset` brings that state back. */
describe('living demo (SEED_DEMO=on) and demo:reset', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cropwatch-demo-test-'));
  const start = () =>
    createTestApp(
      { dataDir, database: path.join(dataDir, 'cropwatch.sqlite') },
      { SEED_DEMO: 'on', ANALYSIS_OFFLINE_LATENCY_MS: '0' },
    );
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Counts and statuses of the demo as the pages read them. */
  async function demoState(t: TestApp) {
    const admin = await signIn(t, 'admin');
    const analyst = await signIn(t, 'analyst');
    const get = async <E extends Endpoint>(e: E, p: string, query: Record<string, string>, token: string) =>
      expectContract(e, (await t.http.get(`/jeecg-boot${p}`).query(query).set('X-Access-Token', token)).body);
    await t.app.get(AnalysisQueueService).whenIdle();

    const positions = (await get(positionList, '/sys/position/list', { pageSize: '100' }, admin)).result!.records;
    const tasks = (await get(cropTaskList, '/crop/task/list', { pageSize: '100' }, analyst)).result.records;
    const analyses = (await get(analysisMainList, '/analysis/analyzeMain/list', {}, admin)).result.records;
    const demo = analyses[0];
    const progress = (await get(analysisMainProgress, '/analysis/analyzeMain/progress', { id: demo.id }, admin))
      .result!;
    const items = (
      await get(analysisItemList, '/analysis/analyzeItem/list', { analysisId: demo.id, pageSize: '100' }, admin)
    ).result.records;
    const versions = await Promise.all(
      items.map(
        async (i) =>
          (await get(analysisItemVersions, '/analysis/analyzeItem/versions', { id: i.id }, admin)).result.length,
      ),
    );
    const sessions = (await get(chatSessionList, '/chat/session/list', {}, analyst)).result.records;
    const firstChat = (
      await get(
        chatSessionQueryById,
        '/chat/session/queryById',
        { id: sessions.find((s) => s.title === '今年印度小麦长势如何？')!.id },
        analyst,
      )
    ).result!;
    const bell = (await get(listByUser, '/sys/annountCement/listByUser', { pageSize: '50' }, analyst)).result;
    return {
      positions: positions.map((p) => p.name).sort(),
      tasks: tasks
        .map((x) => ({ name: x.taskName, status: x.status, summary: !!x.summary, failReason: x.failReason }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      analyses: analyses.length,
      progress: { status: progress.status, counts: progress.counts },
      versions: versions.sort(),
      sessions: sessions.map((s) => `${s.title}:${s.messageCount}`).sort(),
      firstAnswer: firstChat.messages[1].content,
      firstSources: firstChat.messages[1].sources.map((s) => s.title),
      unread: bell.anntMsgTotal,
    };
  }

  let first: Awaited<ReturnType<typeof demoState>>;

  it('a fresh start seeds the demo through the real services', async () => {
    const t = await start();
    try {
      first = await demoState(t);
    } finally {
      await t.close();
    }
    expect(first.positions).toEqual(expect.arrayContaining(['主任', '研究员', '分析员', '工程师']));
    expect(first.tasks.map((x) => x.status).sort()).toEqual(['analysed', 'analysed', 'draft', 'draft', 'failed']);
    expect(first.tasks.filter((x) => x.status === 'analysed').map((x) => x.name)).toEqual([
      '华北冬小麦长势（2025年4–7月）',
      '印度拉比季小麦（2025年1–4月）',
    ]);
    expect(first.tasks.filter((x) => x.status === 'analysed').every((x) => x.summary)).toBe(true);
    expect(first.tasks.find((x) => x.status === 'failed')?.failReason).toBe('任务区域未覆盖任何有监测数据的国家或分区');
    expect(first.analyses).toBe(1);
    expect(first.progress.status).toBe('GENERATED');
    expect(first.progress.counts).toMatchObject({ total: 6, generated: 6, failed: 0, notGenerated: 0, waiting: 0 });
    expect(first.versions).toEqual([1, 1, 1, 1, 1, 2]);
    expect(first.sessions).toEqual([
      'What is VCIx?:4',
      '今年印度小麦长势如何？:4',
      '黄淮海冬小麦现在处于什么生育期？:2',
    ]);
    // Real answers of the offline provider: season logic and human citations.
    expect(first.firstAnswer).toContain('拉比季（Rabi）小麦');
    expect(first.firstSources[0]).toBe('CropWatch GPT 演示数据 · 指标表 · 印度 · 2025年1–4月');
    expect(first.unread).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDir, DEMO_MARKER_FILE))).toBe(true);
  });

  it('demo:reset restores exactly that state after changes', async () => {
    const t = await start();
    try {
      const admin = await signIn(t, 'admin');
      const analyst = await signIn(t, 'analyst');
      const tasks = expectContract(
        cropTaskList,
        (await t.http.get('/jeecg-boot/crop/task/list').set('X-Access-Token', analyst)).body,
      ).result.records;
      await t.http.delete('/jeecg-boot/crop/task/delete').query({ id: tasks[0].id }).set('X-Access-Token', analyst);
      await t.http
        .post('/jeecg-boot/sys/position/add')
        .set('X-Access-Token', admin)
        .send({ code: 'intern', name: '实习生' });
      await t.http.put('/jeecg-boot/sys/annountCement/readAll').set('X-Access-Token', analyst);
      const changed = await demoState(t);
      expect(changed).not.toEqual(first);
    } finally {
      await t.close();
    }

    const { removed, backup } = resetDemoData(dataDir);
    expect(removed).toEqual(expect.arrayContaining(['cropwatch.sqlite', DEMO_MARKER_FILE]));
    expect(backup).toBeNull();

    const again = await start();
    try {
      expect(await demoState(again)).toEqual(first);
    } finally {
      await again.close();
    }
  });

  it('refuses a DATA_DIR the demo did not create, unless forced (then backs it up first)', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'cropwatch-not-demo-'));
    try {
      writeFileSync(path.join(other, 'cropwatch.sqlite'), 'real data');
      expect(() => resetDemoData(other)).toThrow(DemoResetRefused);
      expect(existsSync(path.join(other, 'cropwatch.sqlite'))).toBe(true);
      const { backup } = resetDemoData(other, { force: true, now: new Date('2026-01-02T03:04:05Z') });
      expect(backup).toBe(path.join(other, 'backups', 'cropwatch-2026-01-02T03-04-05-000Z.sqlite'));
      expect(readdirSync(path.join(other, 'backups'))).toHaveLength(1);
      expect(existsSync(path.join(other, 'cropwatch.sqlite'))).toBe(false);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
