// Issue #34: a knowledge document's states (queued → extracting → indexed / failed with the reason), the extraction
// worker's claim, its recovery after a restart, and replacing a document's file.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { DataSource } from 'typeorm';
import {
  chatKnowledgeBaseAdd,
  chatKnowledgeDocumentList,
  chatKnowledgeDocumentReplace,
  chatKnowledgeDocumentUpload,
  chatKnowledgePassageList,
  chatKnowledgeSearch,
  type Endpoint,
  KnowledgeMessages,
} from '@cropwatch/contract';
import { KnowledgeDocumentEntity, KnowledgePassageEntity } from '../src/modules/knowledge/entities/knowledge.entities';
import { KnowledgeWorker } from '../src/modules/knowledge/knowledge-worker';
import { envelope, expectContract, signIn } from './support/contract';
import { settledDocument } from './support/knowledge';
import { createTestApp, type TestApp } from './support/test-app';

const PERMISSION_DENIED = 510;

describe('knowledge documents: states, the extraction worker and replace', () => {
  let t: TestApp;
  let analyst = '';
  let viewer = '';
  let kbId = '';

  const url = (p: string) => `/jeecg-boot${p}`;
  const get = (p: string, query: Record<string, string>, as = analyst) =>
    t.http.get(url(p)).query(query).set('X-Access-Token', as);
  const upload = (data: Buffer, name: string, as = analyst) =>
    t.http
      .post(url('/chat/kb/document/upload'))
      .set('X-Access-Token', as)
      .field('kbId', kbId)
      .attach('file', data, name);
  const replace = (id: string, data: Buffer, name: string, as = analyst) =>
    t.http.post(url('/chat/kb/document/replace')).set('X-Access-Token', as).field('id', id).attach('file', data, name);
  const call = async <E extends Endpoint>(endpoint: E, req: Promise<{ body: unknown }>) =>
    expectContract(endpoint, (await req).body);
  const listed = async (id: string) =>
    (await call(chatKnowledgeDocumentList, get('/chat/kb/document/list', { kbId }))).result.find((d) => d.id === id);
  const search = async (q: string) =>
    (await call(chatKnowledgeSearch, get('/chat/kb/search', { q, kbIds: kbId }))).result;
  const storedFiles = () => readdirSync(path.join(t.dataDir, 'upload', 'knowledge', kbId));
  const worker = () => t.app.get(KnowledgeWorker);

  beforeAll(async () => {
    t = await createTestApp();
    analyst = await signIn(t, 'analyst');
    viewer = await signIn(t, 'viewer');
    kbId = (
      await call(
        chatKnowledgeBaseAdd,
        t.http.post(url('/chat/kb/add')).set('X-Access-Token', analyst).send({ name: '状态 States' }),
      )
    ).result!.id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers an upload at once with the document queued, lists it queued, then indexed with its passages', async () => {
    const release = worker().hold();
    let id = '';
    try {
      const up = await call(
        chatKnowledgeDocumentUpload,
        upload(Buffer.from('Maize silking in Jilin began on 18 July.'), 'maize.txt'),
      );
      expect(up).toMatchObject({ success: true, message: '上传成功！' });
      expect(up.result).toMatchObject({ fileName: 'maize.txt', status: 'queued', failReason: null, passageCount: 0 });
      id = up.result!.id;
      expect(await listed(id)).toMatchObject({ status: 'queued', passageCount: 0 });
      expect(await search('maize silking Jilin')).toEqual([]);
    } finally {
      release();
    }
    expect(await settledDocument(t, analyst, kbId, id)).toMatchObject({ status: 'indexed', passageCount: 1 });
    expect((await search('maize silking Jilin'))[0]).toMatchObject({ documentId: id, documentName: 'maize.txt' });
  });

  it('marks a file without text, or a PDF that pdf.js cannot read, failed with the reason', async () => {
    const blank = await call(chatKnowledgeDocumentUpload, upload(Buffer.from('  \n\n \n'), 'blank.md'));
    expect(blank.result).toMatchObject({ status: 'queued' });
    expect(await settledDocument(t, analyst, kbId, blank.result!.id)).toMatchObject({
      status: 'failed',
      failReason: '文档中没有可检索的文字',
      passageCount: 0,
    });
    const pdf = await call(chatKnowledgeDocumentUpload, upload(Buffer.from('%PDF-1.7\nnot a real pdf'), 'broken.pdf'));
    const broken = await settledDocument(t, analyst, kbId, pdf.result!.id);
    expect(broken.status).toBe('failed');
    expect(broken.failReason).toMatch(/^PDF 文档已损坏或无法解析：/);
  });

  it('refuses a zip without its package part at once, storing nothing (not queued to fail later)', async () => {
    const files = storedFiles().length;
    const zip = new JSZip();
    zip.file('word/other.xml', '<x/>');
    const hollow = await zip.generateAsync({ type: 'nodebuffer' });
    expect(envelope(await upload(hollow, 'hollow.docx')).message).toBe(
      '不是有效的 Word 文档（缺少 word/document.xml）',
    );
    expect(envelope(await upload(hollow, 'hollow.xlsx')).message).toBe(
      '不是有效的 Excel 工作簿（缺少 xl/workbook.xml）',
    );
    expect(storedFiles()).toHaveLength(files);
  });

  it('lets one of two claims of a queued document win; the loser and later claims get nothing', async () => {
    await worker().whenIdle();
    const db = t.app.get(DataSource);
    const id = `claim-${Date.now()}`;
    await db.getRepository(KnowledgeDocumentEntity).insert({
      id,
      kbId,
      fileName: 'claimed.txt',
      fileType: 'txt',
      size: 1,
      storedPath: `knowledge/${kbId}/claimed_1.txt`,
      status: 'queued',
      failReason: null,
      passageCount: 0,
      createBy: 'analyst',
      createTime: new Date(),
      updateBy: null,
      updateTime: null,
    });
    try {
      const wins = await Promise.all([worker().claim(id), worker().claim(id)]);
      expect(wins.filter(Boolean)).toHaveLength(1);
      expect(await worker().claim(id)).toBe(false);
      expect(await listed(id)).toMatchObject({ status: 'extracting' });
    } finally {
      await db.getRepository(KnowledgeDocumentEntity).delete({ id });
    }
  });

  it('drops an extraction whose document was replaced or deleted meanwhile', async () => {
    const release = worker().hold();
    const repo = t.app.get(DataSource).getRepository(KnowledgeDocumentEntity);
    const passages = t.app.get(DataSource).getRepository(KnowledgePassageEntity);
    let replacedId = '';
    try {
      await worker().whenIdle();
      const first = await call(
        chatKnowledgeDocumentUpload,
        upload(Buffer.from('Millet in Hebei was sown late.'), 'millet.txt'),
      );
      replacedId = first.result!.id;
      expect(await worker().claim(replacedId)).toBe(true);
      const claimed = await repo.findOneByOrFail({ id: replacedId });
      // While the old file is being extracted, the user replaces it: the old extraction must not land.
      await call(
        chatKnowledgeDocumentReplace,
        replace(replacedId, Buffer.from('Barley in Gansu was sown early.'), 'barley.txt'),
      );
      expect(await worker().extractClaimed(claimed)).toBe(false);
      expect(await listed(replacedId)).toMatchObject({ status: 'queued', fileName: 'barley.txt', passageCount: 0 });
      expect(await passages.count({ where: { documentId: replacedId } })).toBe(0);
      // Even once another worker has claimed the new file, the old file's extraction does not land (the stored
      // path is the claim's token); the new file's does.
      expect(await worker().claim(replacedId)).toBe(true);
      expect(await worker().extractClaimed(claimed)).toBe(false);
      expect(await passages.count({ where: { documentId: replacedId } })).toBe(0);
      expect(await worker().extractClaimed(await repo.findOneByOrFail({ id: replacedId }))).toBe(true);

      // Deleted during its extraction: nothing is written, no passage is left behind.
      const second = await call(
        chatKnowledgeDocumentUpload,
        upload(Buffer.from('Oats in Inner Mongolia.'), 'oats.txt'),
      );
      const gone = second.result!.id;
      expect(await worker().claim(gone)).toBe(true);
      const snapshot = await repo.findOneByOrFail({ id: gone });
      const deleted = envelope(
        await t.http.delete(url('/chat/kb/document/delete')).query({ id: gone }).set('X-Access-Token', analyst),
      );
      expect(deleted.success).toBe(true);
      expect(await worker().extractClaimed(snapshot)).toBe(false);
      expect(await passages.count({ where: { documentId: gone } })).toBe(0);
      expect(await repo.countBy({ id: gone })).toBe(0);
    } finally {
      release();
    }
    // The replacement itself is extracted by the worker as usual.
    expect(await settledDocument(t, analyst, kbId, replacedId)).toMatchObject({
      status: 'indexed',
      fileName: 'barley.txt',
    });
    expect((await search('barley Gansu sown'))[0]).toMatchObject({ documentId: replacedId });
    expect((await search('millet Hebei')).filter((h) => h.documentId === replacedId)).toEqual([]);
  });

  describe('replace', () => {
    let docId = '';
    let oldPassageId = '';

    it('keeps the old passages searchable while the new file is queued, then swaps them for the new ones', async () => {
      const up = await call(
        chatKnowledgeDocumentUpload,
        upload(Buffer.from('# Cotton\n\nCotton bolls in Aksu opened on 3 September.'), 'cotton.md'),
      );
      docId = up.result!.id;
      expect(await settledDocument(t, analyst, kbId, docId)).toMatchObject({ status: 'indexed' });
      oldPassageId = (await search('cotton bolls Aksu'))[0].id;
      const filesBefore = storedFiles().length;

      const release = worker().hold();
      try {
        const replaced = await call(
          chatKnowledgeDocumentReplace,
          replace(
            docId,
            Buffer.from('Wheat harvest in Henan finished on 8 June.\n\nYields were near average.'),
            'wheat.txt',
          ),
        );
        expect(replaced).toMatchObject({ success: true, message: '替换成功！' });
        expect(replaced.result).toMatchObject({
          id: docId,
          fileName: 'wheat.txt',
          fileType: 'txt',
          status: 'queued',
          failReason: null,
          passageCount: 1,
        });
        expect(await listed(docId)).toMatchObject({ status: 'queued', fileName: 'wheat.txt' });
        // Until the new file is indexed the old passage is still retrieved (and opened).
        expect((await search('cotton bolls Aksu'))[0]).toMatchObject({ id: oldPassageId, documentId: docId });
        expect(await search('wheat harvest Henan')).toEqual([]);
        // The old stored file is gone, the new one stored under a generated name.
        expect(storedFiles()).toHaveLength(filesBefore);
        expect(storedFiles().some((f) => /^wheat_\d+\.txt$/.test(f))).toBe(true);
      } finally {
        release();
      }
      expect(await settledDocument(t, analyst, kbId, docId)).toMatchObject({
        id: docId,
        status: 'indexed',
        fileName: 'wheat.txt',
        passageCount: 1,
      });
      expect((await search('cotton bolls Aksu')).filter((h) => h.documentId === docId)).toEqual([]);
      expect((await search('wheat harvest Henan'))[0]).toMatchObject({ documentId: docId, documentName: 'wheat.txt' });
      const passages = (await call(chatKnowledgePassageList, get('/chat/kb/passage/list', { id: docId }))).result;
      expect(passages.map((p) => p.text)).toEqual([
        'Wheat harvest in Henan finished on 8 June.\nYields were near average.',
      ]);
      const rows = await t.app
        .get(DataSource)
        .getRepository(KnowledgePassageEntity)
        .count({ where: { id: oldPassageId } });
      expect(rows).toBe(0);
    });

    it('marks a replacement without text failed with the reason and keeps nothing of the old file', async () => {
      const replaced = await call(chatKnowledgeDocumentReplace, replace(docId, Buffer.from(' \n \n'), 'empty-ish.txt'));
      expect(replaced.result).toMatchObject({ id: docId, status: 'queued' });
      expect(await settledDocument(t, analyst, kbId, docId)).toMatchObject({
        status: 'failed',
        failReason: '文档中没有可检索的文字',
        fileName: 'empty-ish.txt',
        passageCount: 0,
      });
      expect((await search('wheat harvest Henan')).filter((h) => h.documentId === docId)).toEqual([]);
      expect((await call(chatKnowledgePassageList, get('/chat/kb/passage/list', { id: docId }))).result).toEqual([]);

      // A failed document can be replaced again and comes back indexed.
      await call(chatKnowledgeDocumentReplace, replace(docId, Buffer.from('Rapeseed flowered in April.'), 'rape.txt'));
      expect(await settledDocument(t, analyst, kbId, docId)).toMatchObject({ status: 'indexed', failReason: null });
    });

    it('refuses a wrong type, an empty file, an unknown document and a user without the button, changing nothing', async () => {
      const before = await listed(docId);
      const files = storedFiles().length;
      expect(envelope(await replace(docId, Buffer.from('MZ\x90\x00'), 'tool.exe')).message).toBe(
        KnowledgeMessages.badType,
      );
      expect(envelope(await replace(docId, Buffer.from('%PDF-1.7\n'), 'fake.txt')).message).toBe(
        '文件内容与扩展名不符：.txt',
      );
      expect(envelope(await replace(docId, Buffer.alloc(0), 'none.txt')).message).toBe(KnowledgeMessages.empty);
      expect(envelope(await replace('nope', Buffer.from('x'), 'a.txt')).message).toBe(KnowledgeMessages.notFound);
      expect(envelope(await replace(docId, Buffer.from('x'), 'a.txt', viewer)).code).toBe(PERMISSION_DENIED);
      expect(
        envelope(await t.http.post(url('/chat/kb/document/replace')).set('X-Access-Token', analyst).field('id', docId))
          .message,
      ).toBe('上传失败！未找到文件（表单字段须命名为 file）');
      expect(await listed(docId)).toEqual(before);
      expect(storedFiles()).toHaveLength(files);
    });
  });
});

describe('knowledge documents after a restart', () => {
  it('puts a document left extracting (the process died) back in the queue, and the next start indexes it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'knowledge-restart-'));
    const database = path.join(dir, 'db.sqlite');
    const dataDir = path.join(dir, 'data');
    try {
      let kbId = '';
      let id = '';
      const first = await createTestApp({ database, dataDir });
      try {
        const token = await signIn(first, 'analyst');
        kbId = expectContract(
          chatKnowledgeBaseAdd,
          (await first.http.post('/jeecg-boot/chat/kb/add').set('X-Access-Token', token).send({ name: 'Restart' }))
            .body,
        ).result!.id;
        const release = first.app.get(KnowledgeWorker).hold();
        const up = expectContract(
          chatKnowledgeDocumentUpload,
          (
            await first.http
              .post('/jeecg-boot/chat/kb/document/upload')
              .set('X-Access-Token', token)
              .field('kbId', kbId)
              .attach('file', Buffer.from('Sorghum in Shanxi headed on 2 August.'), 'sorghum.txt')
          ).body,
        );
        id = up.result!.id;
        // The worker took it and the process died before it wrote anything.
        expect(await first.app.get(KnowledgeWorker).claim(id)).toBe(true);
        release();
      } finally {
        await first.close();
      }
      const stored = async (t: TestApp) =>
        (await t.app.get(DataSource).getRepository(KnowledgeDocumentEntity).findOneByOrFail({ id })).status;

      const second = await createTestApp({ database, dataDir });
      try {
        const token = await signIn(second, 'analyst');
        expect(await settledDocument(second, token, kbId, id)).toMatchObject({ status: 'indexed', passageCount: 1 });
        expect(await stored(second)).toBe('indexed');
        const hits = expectContract(
          chatKnowledgeSearch,
          (
            await second.http
              .get('/jeecg-boot/chat/kb/search')
              .query({ q: 'sorghum Shanxi headed', kbIds: kbId })
              .set('X-Access-Token', token)
          ).body,
        ).result;
        expect(hits[0]).toMatchObject({ documentId: id });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('re-queues only documents left extracting', async () => {
    const t = await createTestApp();
    try {
      const worker = t.app.get(KnowledgeWorker);
      await worker.whenIdle();
      const repo = t.app.get(DataSource).getRepository(KnowledgeDocumentEntity);
      const base = { kbId: 'kb-x', fileType: 'txt', size: 1, failReason: null, passageCount: 0, createBy: 'a' };
      const release = worker.hold();
      try {
        await repo.insert(
          ['extracting', 'indexed', 'failed'].map((status) => ({
            ...base,
            id: `r-${status}`,
            fileName: `${status}.txt`,
            storedPath: `knowledge/kb-x/${status}_1.txt`,
            status,
            createTime: new Date(),
            updateBy: null,
            updateTime: null,
          })),
        );
        expect(await worker.recover()).toBe(1);
        const rows = await repo.find({ where: { kbId: 'kb-x' }, order: { id: 'ASC' } });
        expect(rows.map((r) => [r.id, r.status])).toEqual([
          ['r-extracting', 'queued'],
          ['r-failed', 'failed'],
          ['r-indexed', 'indexed'],
        ]);
      } finally {
        await repo.delete({ kbId: 'kb-x' });
        release();
      }
    } finally {
      await t.close();
    }
  }, 120_000);
});
