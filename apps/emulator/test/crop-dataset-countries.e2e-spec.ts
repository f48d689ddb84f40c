// Issue #35: every unit of the FAO yields has its name in both languages (ISO 3166 via the runtime's ICU), so a
// yield question about a country outside the demo gazetteer (Peru) is understood and answered from the FAO figures,
// and the dataset's rows are named in the reader's language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  chatServerFrameSchema,
  type ChatServerFrame,
  chatSessionAdd,
  chatSourceRows,
  cropDatasetRows,
  type Endpoint,
  getGptSocketToken,
} from '@cropwatch/contract';
import { loadConfig } from '../src/core/config/emulator.config';
import { OfflineAnswerProvider } from '../src/modules/chat/providers/offline/offline.provider';
import { ChatToolsService } from '../src/modules/chat/tools/chat-tools';
import { FAO_DATASET_ID } from '../src/modules/crop-dataset/crop-dataset.seeder';
import { expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';
import { openSocket, type SocketClient } from './support/ws-client';

/** The FAO file's value of one entity, year and crop column (4 = rice, 5 = maize), read independently. */
const csv = readFileSync(path.join(loadConfig({}).seedDir, 'crop-datasets', 'fao-key-crop-yields.csv'), 'utf8').split(
  '\n',
);
const fao = (entity: string, year: number, column: number) =>
  Number(csv.find((l) => l.startsWith(`${entity},`) && l.split(',')[2] === String(year))!.split(',')[column]).toFixed(
    2,
  );
const CITATION = 'FAO (FAOSTAT), via Our World in Data · CC BY 4.0';

describe('yield answers for countries beyond the demo gazetteer (issue #35)', () => {
  let t: TestApp;
  let analyst = '';
  let socket: SocketClient;
  const call = async <E extends Endpoint>(e: E, req: Promise<{ body: unknown }>) => expectContract(e, (await req).body);
  const get = (p: string, query: Record<string, string> = {}) =>
    t.http.get(`/jeecg-boot${p}`).query(query).set('X-Access-Token', analyst);
  const frameOf = (f: unknown): ChatServerFrame => chatServerFrameSchema.parse(f);

  /** Asks in a new session and waits for the closing frame; the streamed text and the done frame. */
  const ask = async (content: string) => {
    const session = await call(
      chatSessionAdd,
      t.http.post('/jeecg-boot/chat/session/add').set('X-Access-Token', analyst).send({}),
    );
    const from = socket.frames.length;
    socket.ws.send(JSON.stringify({ type: 'start', sessionId: session.result!.id, content }));
    const done = frameOf(
      await socket.next(
        (f, i = socket.frames.indexOf(f)) => i >= from && ['done', 'error'].includes(frameOf(f).type),
        10_000,
      ),
    );
    if (done.type !== 'done') throw new Error(`no answer: ${JSON.stringify(done)}`);
    const text = socket.frames
      .slice(from)
      .map(frameOf)
      .map((f) => (f.type === 'delta' ? f.text : ''))
      .join('');
    return { text, sources: done.sources };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { SEED_REAL_DATASETS: 'on' });
    await t.app.listen(0);
    analyst = await signIn(t, 'analyst');
    t.app.get(OfflineAnswerProvider).delayMs = 0;
    const ticket = (await call(getGptSocketToken, get('/sys/getGptSocketToken'))).result!;
    socket = await openSocket(t.app, `/chat/socket?token=${ticket.token}`);
  }, 120_000);
  afterAll(async () => {
    socket?.ws.close();
    await t.close();
  });

  it('answers 「2000年以来秘鲁玉米单产变化如何？」 with the FAO figures, in Chinese names, cited', async () => {
    const a = await ask('2000年以来秘鲁玉米单产变化如何？');
    expect(a.text).toContain('**秘鲁 · 玉米单产（2000–2018年）**');
    expect(a.text).toContain(
      `秘鲁玉米单产从2000年的${fao('Peru', 2000, 5)}吨/公顷变为2018年的${fao('Peru', 2018, 5)}吨/公顷`,
    );
    expect(a.text).toContain('据FAO (FAOSTAT), via Our World in Data（CC BY 4.0）');
    expect(a.text).not.toMatch(/Peru|演示/);
    expect(a.sources).toEqual([
      {
        id: `yield:${FAO_DATASET_ID}:PER:maize:2000`,
        title: 'FAO crop yields 1961–2018 (Our World in Data) · 单产 · 秘鲁 · 玉米',
        source: CITATION,
      },
    ]);
    const cited = await call(chatSourceRows, get('/chat/source/rows', { id: a.sources[0].id, lang: 'zh-CN' }));
    expect(cited.result!.rows[0]).toEqual({ crop: '玉米', year: '2000', value: `${fao('Peru', 2000, 5)}吨/公顷` });
  });

  it('answers "How have rice yields in Peru changed since 1990?" in English, cited', async () => {
    const a = await ask('How have rice yields in Peru changed since 1990?');
    expect(a.text).toContain('**Peru · rice yield (1990–2018)**');
    expect(a.text).toContain(
      `rice yields in Peru went from ${fao('Peru', 1990, 4)} t/ha in 1990 to ${fao('Peru', 2018, 4)} t/ha in 2018`,
    );
    expect(a.text).not.toMatch(/demo/i);
    expect(a.sources).toEqual([
      {
        id: `yield:${FAO_DATASET_ID}:PER:rice:1990`,
        title: 'FAO crop yields 1961–2018 (Our World in Data) · Yield · Peru · rice',
        source: CITATION,
      },
    ]);
  });

  it('gives the yield_history tool Peru by its Chinese name', async () => {
    const record = await t.app.get(ChatToolsService).run(
      { userId: 'u', username: 'analyst' },
      {
        id: 'c1',
        name: 'yield_history',
        arguments: JSON.stringify({ country: '秘鲁', crop: 'maize', fromYear: 2000 }),
      },
    );
    expect(record.error).toBeNull();
    const result = record.result as { unit: string; unitNames: object; points: { year: number; yieldTHa: number }[] };
    expect(result.unit).toBe('PER');
    expect(result.unitNames).toEqual({ nameZh: '秘鲁', nameEn: 'Peru' });
    expect(result.points[0]).toEqual({
      year: 2000,
      yieldTHa: Number(csv.find((l) => l.startsWith('Peru,PER,2000,'))!.split(',')[5]),
    });
  });

  it('names the dataset rows in both languages: ISO countries and M49 regions by ICU, others as the file', async () => {
    const rows = async (unitCode: string) =>
      (
        await call(
          cropDatasetRows,
          get('/crop/dataset/rows', { datasetId: FAO_DATASET_ID, unitCode, crop: 'maize', year: '2018' }),
        )
      ).result.records[0];
    expect(await rows('PER')).toMatchObject({ unitName: 'Peru', unitNameZh: '秘鲁', unitNameEn: 'Peru' });
    expect(await rows('COD')).toMatchObject({
      unitName: 'Democratic Republic of Congo',
      unitNameZh: '刚果（金）',
      unitNameEn: 'Congo - Kinshasa',
    });
    expect(await rows('OWID_WRL')).toMatchObject({ unitNameZh: '世界', unitNameEn: 'World' });
    const ussr = (
      await call(
        cropDatasetRows,
        get('/crop/dataset/rows', { datasetId: FAO_DATASET_ID, unitCode: 'OWID_USS', crop: 'wheat', year: '1990' }),
      )
    ).result.records[0];
    expect(ussr).toMatchObject({ unitName: 'USSR', unitNameZh: 'USSR', unitNameEn: 'USSR' });
  });
});
