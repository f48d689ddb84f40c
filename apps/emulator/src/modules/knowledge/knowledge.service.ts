import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, In, type Repository } from 'typeorm';
import {
  type ChatKnowledgeBase,
  type ChatKnowledgeBaseAddValues,
  type ChatKnowledgeDocument,
  type ChatKnowledgeHit,
  type ChatKnowledgePassage,
  KNOWLEDGE_DOC_MAX_COUNT,
  KNOWLEDGE_EDIT_BUTTON,
  KnowledgeMessages,
} from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { formatDateTime } from '../../core/result/date-format';
import { storedName, storedNameParts, type UploadedFile, uploadRootOf } from '../common';
import { KnowledgeIndex } from '../crop-data';
import { PermissionService } from '../identity';
import { KnowledgeBaseEntity, KnowledgeDocumentEntity, KnowledgePassageEntity } from './entities/knowledge.entities';
import { checkDocumentType, checkPackage, DocumentRefused, type KnowledgeDocType } from './extract';
import { KnowledgeWorker } from './knowledge-worker';

/** Who asks: enough to decide read rights (the request principal or the chat socket's user). */
export interface KnowledgeReader {
  userId: string;
  username: string;
}

/** A retrieved passage with its score and the share of the question's terms it matched. */
export type PassageHit = ChatKnowledgeHit;

/** Sub-folder of the upload root that holds knowledge documents (`knowledge/<kb id>/<generated name>`). */
export const KNOWLEDGE_BIZ = 'knowledge';

interface LoadedIndex {
  index: KnowledgeIndex;
  passages: Map<string, ChatKnowledgePassage>;
}

const splitList = (s: string) =>
  s
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

/**
 * Knowledge bases, their documents and passages (issue #34). Retrieval is the seeded knowledge's BM25
 * (`KnowledgeIndex`) over the passages of the bases asked for, built once per set of bases and dropped when any of
 * them changes (an upload, a replace, the extraction worker's writes). Documents are extracted after the upload's
 * answer by `KnowledgeWorker`. Every read goes through `readable`: a base the asker may not read is never listed,
 * searched or cited.
 */
@Injectable()
export class KnowledgeService {
  private readonly indexes = new Map<string, LoadedIndex>();
  /** Bumped by every write; an index built before it is stale. */
  private version = 0;
  private indexVersion = 0;

  constructor(
    @InjectRepository(KnowledgeBaseEntity) private readonly bases: Repository<KnowledgeBaseEntity>,
    @InjectRepository(KnowledgeDocumentEntity) private readonly docs: Repository<KnowledgeDocumentEntity>,
    @InjectRepository(KnowledgePassageEntity) private readonly passages: Repository<KnowledgePassageEntity>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PermissionService) private readonly permissions: PermissionService,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(KnowledgeWorker) private readonly worker: KnowledgeWorker,
  ) {
    worker.onChange(() => this.touch());
  }

  private get root(): string {
    return uploadRootOf(this.config.dataDir);
  }

  private async roleCodes(userId: string): Promise<Set<string>> {
    const rows: { code: string }[] = await this.db.query(
      'SELECT r.role_code AS code FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = ?',
      [userId],
    );
    return new Set(rows.map((r) => r.code));
  }

  /** The org codes of the reader's departments (a base listing a department is read by its sub-departments too). */
  private async departCodes(userId: string): Promise<string[]> {
    const rows: { code: string }[] = await this.db.query(
      'SELECT d.org_code AS code FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id WHERE ud.user_id = ?',
      [userId],
    );
    return rows.map((r) => r.code).filter(Boolean);
  }

  /** Org code of every depart id a base lists. */
  private async orgCodesOf(departIds: readonly string[]): Promise<Map<string, string>> {
    if (departIds.length === 0) return new Map();
    const rows: { id: string; code: string }[] = await this.db.query(
      `SELECT id, org_code AS code FROM sys_depart WHERE id IN (${departIds.map(() => '?').join(', ')})`,
      [...departIds],
    );
    return new Map(rows.map((r) => [r.id, r.code]));
  }

  /**
   * The bases the reader may read: his own, every base for admin, those open to all (no role and no department
   * listed), and those listing one of his roles or a department he (or a parent department of his) belongs to.
   */
  private async readable(reader: KnowledgeReader): Promise<KnowledgeBaseEntity[]> {
    const [all, roles, departs] = await Promise.all([
      this.bases.find({ order: { createTime: 'DESC', id: 'DESC' } }),
      this.roleCodes(reader.userId),
      this.departCodes(reader.userId),
    ]);
    const listed = [...new Set(all.flatMap((b) => splitList(b.readDeparts)))];
    const codes = await this.orgCodesOf(listed);
    return all.filter((b) => {
      const allowedRoles = splitList(b.readRoles);
      const allowedDeparts = splitList(b.readDeparts);
      if (roles.has('admin') || b.createBy === reader.username) return true;
      if (allowedRoles.length === 0 && allowedDeparts.length === 0) return true;
      if (allowedRoles.some((r) => roles.has(r))) return true;
      return allowedDeparts.some((id) => {
        const code = codes.get(id);
        return !!code && departs.some((mine) => mine.startsWith(code));
      });
    });
  }

  private async readableBase(reader: KnowledgeReader, id: string): Promise<KnowledgeBaseEntity> {
    const base = (await this.readable(reader)).find((b) => b.id === id);
    if (!base) throw new JeecgError(KnowledgeMessages.notFound);
    return base;
  }

  private async canEdit(reader: KnowledgeReader): Promise<boolean> {
    return (await this.permissions.grantsOf(reader.userId)).buttons.has(KNOWLEDGE_EDIT_BUTTON);
  }

  private touch(): void {
    this.version++;
  }

  async list(reader: KnowledgeReader): Promise<ChatKnowledgeBase[]> {
    const bases = await this.readable(reader);
    if (bases.length === 0) return [];
    const counts: { kbId: string; documents: number; passages: number | null }[] = await this.docs
      .createQueryBuilder('d')
      .select('d.kbId', 'kbId')
      .addSelect('COUNT(*)', 'documents')
      .addSelect('SUM(d.passageCount)', 'passages')
      .where({ kbId: In(bases.map((b) => b.id)) })
      .groupBy('d.kbId')
      .getRawMany();
    const byKb = new Map(counts.map((c) => [c.kbId, c]));
    const editable = await this.canEdit(reader);
    return bases.map((b) => ({
      id: b.id,
      name: b.name,
      description: b.description,
      readRoles: splitList(b.readRoles),
      readDeparts: splitList(b.readDeparts),
      documentCount: Number(byKb.get(b.id)?.documents ?? 0),
      passageCount: Number(byKb.get(b.id)?.passages ?? 0),
      editable,
      createBy: b.createBy,
      createTime: formatDateTime(b.createTime),
    }));
  }

  async add(reader: KnowledgeReader, body: ChatKnowledgeBaseAddValues): Promise<ChatKnowledgeBase> {
    const roles = [...new Set(body.readRoles ?? [])];
    if (roles.length) {
      const known: { code: string }[] = await this.db.query(
        `SELECT role_code AS code FROM sys_role WHERE role_code IN (${roles.map(() => '?').join(', ')})`,
        roles,
      );
      const missing = roles.filter((r) => !known.some((k) => k.code === r));
      if (missing.length) throw new JeecgError(`角色不存在：${missing.join('、')}`);
    }
    const departIds = [...new Set(body.readDeparts ?? [])];
    const known = await this.orgCodesOf(departIds);
    const unknownDeparts = departIds.filter((d) => !known.has(d));
    if (unknownDeparts.length) throw new JeecgError(`部门不存在：${unknownDeparts.join('、')}`);
    const now = this.clock.now();
    const row: KnowledgeBaseEntity = {
      id: newId(now),
      name: body.name,
      description: body.description ?? null,
      readRoles: roles.join(','),
      readDeparts: departIds.join(','),
      createBy: reader.username,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    };
    await this.bases.insert(row);
    this.touch();
    return (await this.list(reader)).find((b) => b.id === row.id)!;
  }

  async delete(reader: KnowledgeReader, id: string): Promise<void> {
    const base = await this.readableBase(reader, id);
    const docs = await this.docs.find({ where: { kbId: base.id } });
    await this.db.transaction(async (m) => {
      await m.delete(KnowledgePassageEntity, { kbId: base.id });
      await m.delete(KnowledgeDocumentEntity, { kbId: base.id });
      await m.delete(KnowledgeBaseEntity, { id: base.id });
    });
    this.touch();
    for (const d of docs) await this.removeFile(d.storedPath);
  }

  private toDocJson(d: KnowledgeDocumentEntity): ChatKnowledgeDocument {
    return {
      id: d.id,
      kbId: d.kbId,
      fileName: d.fileName,
      fileType: d.fileType as ChatKnowledgeDocument['fileType'],
      size: d.size,
      status: d.status as ChatKnowledgeDocument['status'],
      failReason: d.failReason,
      passageCount: d.passageCount,
      createBy: d.createBy,
      createTime: formatDateTime(d.createTime),
    };
  }

  async documents(reader: KnowledgeReader, kbId: string): Promise<ChatKnowledgeDocument[]> {
    const base = await this.readableBase(reader, kbId);
    const rows = await this.docs.find({ where: { kbId: base.id }, order: { createTime: 'DESC', id: 'DESC' } });
    return rows.map((d) => this.toDocJson(d));
  }

  /**
   * The checks an upload and a replace share: a file, not empty, of an accepted type confirmed by its content (a
   * Word or Excel file must be a package with its main part). A file that passes and still yields no text is
   * `failed` later, by the worker.
   */
  private async checkedType(file: UploadedFile | undefined): Promise<{ file: UploadedFile; type: KnowledgeDocType }> {
    if (!file) throw new JeecgError('上传失败！未找到文件（表单字段须命名为 file）');
    if (file.size === 0 || file.buffer.length === 0) throw new JeecgError(KnowledgeMessages.empty);
    try {
      const type = checkDocumentType(file.originalname, file.buffer);
      await checkPackage(type, file.buffer);
      return { file, type };
    } catch (e) {
      if (e instanceof DocumentRefused) throw new JeecgError(e.message);
      throw e;
    }
  }

  private static shownName(originalName: string): string {
    const parts = storedNameParts(originalName);
    return `${parts.base}${parts.ext ? `.${parts.ext}` : ''}`.slice(0, 255);
  }

  /**
   * Stores one document and queues it: the type is checked by extension and content before anything is written;
   * the extraction worker indexes it (or marks it `failed` with the reason) after the answer.
   */
  async upload(reader: KnowledgeReader, kbId: string, file: UploadedFile | undefined): Promise<ChatKnowledgeDocument> {
    const base = await this.readableBase(reader, kbId);
    const checked = await this.checkedType(file);
    if ((await this.docs.count({ where: { kbId: base.id } })) >= KNOWLEDGE_DOC_MAX_COUNT)
      throw new JeecgError(KnowledgeMessages.tooMany);
    const storedPath = await this.storeFile(base.id, checked.file);
    const now = this.clock.now();
    const doc: KnowledgeDocumentEntity = {
      id: newId(now),
      kbId: base.id,
      fileName: KnowledgeService.shownName(checked.file.originalname),
      fileType: checked.type,
      size: checked.file.size,
      storedPath,
      status: 'queued',
      failReason: null,
      passageCount: 0,
      createBy: reader.username,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    };
    await this.docs.insert(doc);
    this.touch();
    this.worker.kick();
    return this.toDocJson(doc);
  }

  /**
   * A new file for an existing document: same id, the new name, type and size, back to `queued`. Its old passages
   * stay retrievable until the worker indexes the new file (which replaces them) or finds no text in it (which
   * removes them: the document is `failed` and nothing of the old file is cited under the new name). The old stored
   * file is removed at once; the passages live in the database.
   */
  async replaceDocument(
    reader: KnowledgeReader,
    id: string,
    file: UploadedFile | undefined,
  ): Promise<ChatKnowledgeDocument> {
    const doc = await this.docs.findOne({ where: { id } });
    if (!doc) throw new JeecgError(KnowledgeMessages.notFound);
    await this.readableBase(reader, doc.kbId);
    const checked = await this.checkedType(file);
    const storedPath = await this.storeFile(doc.kbId, checked.file);
    const changes = {
      fileName: KnowledgeService.shownName(checked.file.originalname),
      fileType: checked.type,
      size: checked.file.size,
      storedPath,
      status: 'queued',
      failReason: null,
      updateBy: reader.username,
      updateTime: new Date(this.clock.now()),
    };
    // Deleted meanwhile: the new file goes too, and the user is told.
    const r = await this.docs.update({ id: doc.id }, changes);
    if (r.affected !== 1) {
      await this.removeFile(storedPath);
      throw new JeecgError(KnowledgeMessages.notFound);
    }
    this.touch();
    this.worker.kick();
    await this.removeFile(doc.storedPath);
    return this.toDocJson({ ...doc, ...changes });
  }

  async deleteDocument(reader: KnowledgeReader, id: string): Promise<void> {
    const doc = await this.docs.findOne({ where: { id } });
    if (!doc) throw new JeecgError(KnowledgeMessages.notFound);
    await this.readableBase(reader, doc.kbId);
    await this.db.transaction(async (m) => {
      await m.delete(KnowledgePassageEntity, { documentId: doc.id });
      await m.delete(KnowledgeDocumentEntity, { id: doc.id });
    });
    this.touch();
    await this.removeFile(doc.storedPath);
  }

  /** A document's passages in order. */
  async documentPassages(reader: KnowledgeReader, documentId: string): Promise<ChatKnowledgePassage[]> {
    const doc = await this.docs.findOne({ where: { id: documentId } });
    if (!doc) throw new JeecgError(KnowledgeMessages.notFound);
    const base = await this.readableBase(reader, doc.kbId);
    const rows = await this.passages.find({ where: { documentId: doc.id }, order: { seq: 'ASC' } });
    return rows.map((p) => ({
      id: p.id,
      documentId: doc.id,
      documentName: doc.fileName,
      kbId: base.id,
      kbName: base.name,
      seq: p.seq,
      heading: p.heading,
      page: p.page,
      text: p.text,
    }));
  }

  /** One passage (a citation opened), or null when it is gone or the reader may not read its base. */
  async passage(reader: KnowledgeReader, id: string): Promise<ChatKnowledgePassage | null> {
    const p = await this.passages.findOne({ where: { id } });
    if (!p) return null;
    const [doc, bases] = await Promise.all([this.docs.findOne({ where: { id: p.documentId } }), this.readable(reader)]);
    const base = bases.find((b) => b.id === p.kbId);
    if (!doc || !base) return null;
    return {
      id: p.id,
      documentId: doc.id,
      documentName: doc.fileName,
      kbId: base.id,
      kbName: base.name,
      seq: p.seq,
      heading: p.heading,
      page: p.page,
      text: p.text,
    };
  }

  /**
   * The best passages for a question from the given bases (absent: all the reader may read), best first. Bases the
   * reader may not read are dropped silently: the chat's start frame may name any id.
   */
  async search(reader: KnowledgeReader, query: string, kbIds?: readonly string[], limit = 5): Promise<PassageHit[]> {
    const readable = await this.readable(reader);
    const chosen = kbIds ? readable.filter((b) => kbIds.includes(b.id)) : readable;
    if (chosen.length === 0) return [];
    const loaded = await this.indexOf(chosen);
    return loaded.index
      .search(query, limit)
      .map((h) => ({ ...loaded.passages.get(h.id)!, score: h.score, coverage: h.coverage }))
      .filter((h) => h.id);
  }

  private async indexOf(bases: readonly KnowledgeBaseEntity[]): Promise<LoadedIndex> {
    if (this.indexVersion !== this.version) {
      this.indexes.clear();
      this.indexVersion = this.version;
    }
    const key = bases
      .map((b) => b.id)
      .sort()
      .join(',');
    const cached = this.indexes.get(key);
    if (cached) return cached;
    const ids = bases.map((b) => b.id);
    const [docs, rows] = await Promise.all([
      // A replaced document being extracted again keeps its old passages until the new ones land; a failed one has none.
      this.docs.find({ where: { kbId: In(ids), status: In(['indexed', 'queued', 'extracting']) } }),
      this.passages.find({ where: { kbId: In(ids) }, order: { documentId: 'ASC', seq: 'ASC' } }),
    ]);
    const docById = new Map(docs.map((d) => [d.id, d]));
    const baseById = new Map(bases.map((b) => [b.id, b]));
    const passages = new Map<string, ChatKnowledgePassage>();
    for (const p of rows) {
      const doc = docById.get(p.documentId);
      if (!doc) continue;
      passages.set(p.id, {
        id: p.id,
        documentId: doc.id,
        documentName: doc.fileName,
        kbId: p.kbId,
        kbName: baseById.get(p.kbId)!.name,
        seq: p.seq,
        heading: p.heading,
        page: p.page,
        text: p.text,
      });
    }
    const index = new KnowledgeIndex(
      [...passages.values()].map((p) => ({
        id: p.id,
        title: p.heading ?? '',
        body: p.text,
        refs: [],
      })),
    );
    const loaded = { index, passages };
    if (this.indexes.size > 50) this.indexes.clear();
    this.indexes.set(key, loaded);
    return loaded;
  }

  private async storeFile(kbId: string, file: UploadedFile): Promise<string> {
    const biz = `${KNOWLEDGE_BIZ}/${kbId}`;
    const dir = path.resolve(this.root, biz);
    if (!dir.startsWith(this.root + path.sep)) throw new JeecgError(KnowledgeMessages.notFound);
    await mkdir(dir, { recursive: true });
    const parts = storedNameParts(file.originalname);
    for (let millis = this.clock.now(), attempt = 0; attempt < 1000; millis++, attempt++) {
      const name = storedName(parts, millis);
      try {
        await writeFile(path.join(dir, name), file.buffer, { flag: 'wx' });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw e;
      }
      return `${biz}/${name}`;
    }
    throw new JeecgError('上传失败！');
  }

  private async removeFile(storedPath: string): Promise<void> {
    const file = path.resolve(this.root, storedPath);
    if (file.startsWith(this.root + path.sep)) await rm(file, { force: true });
  }
}
