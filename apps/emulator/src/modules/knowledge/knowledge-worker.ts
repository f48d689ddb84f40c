import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { KnowledgeMessages } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { REDIS } from '../../core/cluster/redis.token';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { newId } from '../../core/database/id';
import { uploadRootOf } from '../common';
import { KnowledgeDocumentEntity, KnowledgePassageEntity } from './entities/knowledge.entities';
import { DocumentRefused, DocumentUnreadable, extractPassages, type KnowledgeDocType } from './extract';

/** In a cluster (`REDIS_URL`): how often an instance looks for queued documents it was not told about. */
const CLUSTER_RESCAN_MS = 5000;

/** What a claim holds: the document and the stored file it was claimed for (the file is the claim's token). */
export interface ClaimedDocument {
  id: string;
  kbId: string;
  fileType: string;
  storedPath: string;
}

/**
 * The knowledge documents' extraction worker (issue #34): in the emulator's own process, one document at a time,
 * oldest first. The database is the queue: a document is waiting exactly while its status is `queued`. A worker
 * takes one with `UPDATE … SET status='extracting' WHERE id=? AND status='queued'` (one row changed: it is this
 * worker's; none: another instance's), reads its stored file and writes `indexed` with its passages, or `failed`
 * with the reason, in one transaction that lands only while the document is still `extracting` the same stored
 * file: a document replaced or deleted meanwhile keeps what the user did. At start, documents left `extracting`
 * (the process died) go back to `queued`; in a cluster another live instance may then finish one twice, which
 * writes the same passages again (the finishing write replaces them).
 */
@Injectable()
export class KnowledgeWorker implements OnModuleDestroy {
  private readonly logger = new Logger('KnowledgeWorker');
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private holds = 0;
  private rescan: NodeJS.Timeout | undefined;
  private readonly listeners: (() => void)[] = [];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  /** Called after every write of passages or states (the retrieval index drops its cache). */
  onChange(fn: () => void): void {
    this.listeners.push(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }

  /** At start (after the seeder): puts back what a dead process left extracting and works off the queue. */
  async start(): Promise<void> {
    const recovered = await this.recover();
    if (recovered > 0) this.logger.log(`re-queued ${recovered} knowledge document(s) left extracting`);
    if (this.redis) {
      this.rescan = setInterval(() => this.kick(), CLUSTER_RESCAN_MS);
      this.rescan.unref();
    }
    this.kick();
  }

  /** Documents left `extracting` go back to `queued`; the number moved. */
  async recover(): Promise<number> {
    const r = await this.db
      .createQueryBuilder()
      .update(KnowledgeDocumentEntity)
      .set({ status: 'queued' })
      .where('status = :s', { s: 'extracting' })
      .execute();
    if (r.affected) this.changed();
    return r.affected ?? 0;
  }

  /** Stops taking documents; the one being extracted finishes first (its write lands before the database closes). */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.rescan);
    await this.draining;
  }

  /**
   * Keeps the worker from taking documents until the returned function is called (tests: a document stays `queued`
   * long enough to look at it). The document being extracted when it is called still finishes.
   */
  hold(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds--;
      this.kick();
    };
  }

  /** Wakes the worker (an upload or a replace queued a document). */
  kick(): void {
    if (this.stopped || this.holds > 0) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((e: unknown) => this.logger.error(`knowledge worker: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once the worker has nothing left to do (tests). */
  async whenIdle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /**
   * Takes a queued document for this worker: true when this call moved it to `extracting`, false when it was not
   * queued any more (another worker, or instance, had it; or it was deleted).
   */
  async claim(id: string): Promise<boolean> {
    const r = await this.db
      .createQueryBuilder()
      .update(KnowledgeDocumentEntity)
      .set({ status: 'extracting', updateTime: new Date(this.clock.now()) })
      .where('id = :id AND status = :s', { id, s: 'queued' })
      .execute();
    return r.affected === 1;
  }

  private async drain(): Promise<void> {
    const docs = this.db.getRepository(KnowledgeDocumentEntity);
    while (!this.stopped && this.holds === 0) {
      const next = await docs.findOne({
        select: { id: true, kbId: true, fileType: true, storedPath: true },
        where: { status: 'queued' },
        order: { createTime: 'ASC', id: 'ASC' },
      });
      if (!next) return;
      if (!(await this.claim(next.id))) continue;
      this.changed();
      await this.extractClaimed(next);
    }
  }

  /**
   * Extracts one claimed document (as it was when claimed) and writes the outcome; false when it did not land
   * because the document was replaced, deleted or re-queued meanwhile (nothing of this extraction is kept).
   */
  async extractClaimed(doc: ClaimedDocument): Promise<boolean> {
    let drafts: Awaited<ReturnType<typeof extractPassages>> = [];
    let failReason: string | null = null;
    try {
      const root = uploadRootOf(this.config.dataDir);
      const file = path.resolve(root, doc.storedPath);
      if (!file.startsWith(root + path.sep)) throw new DocumentUnreadable(KnowledgeMessages.fileMissing);
      let content: Buffer;
      try {
        content = await readFile(file);
      } catch {
        throw new DocumentUnreadable(KnowledgeMessages.fileMissing);
      }
      drafts = await extractPassages(doc.fileType as KnowledgeDocType, content);
    } catch (e) {
      if (e instanceof DocumentUnreadable || e instanceof DocumentRefused) failReason = e.message;
      else {
        this.logger.error(`knowledge document ${doc.id}: ${e instanceof Error ? e.message : String(e)}`);
        failReason = KnowledgeMessages.extractError;
      }
    }
    const now = this.clock.now();
    const landed = await this.db.transaction(async (m) => {
      const r = await m
        .createQueryBuilder()
        .update(KnowledgeDocumentEntity)
        .set({
          status: failReason ? 'failed' : 'indexed',
          failReason,
          passageCount: drafts.length,
          updateTime: new Date(now),
        })
        .where('id = :id AND status = :s AND stored_path = :p', { id: doc.id, s: 'extracting', p: doc.storedPath })
        .execute();
      if (r.affected !== 1) return false;
      // The old passages (a replaced document's) go now: with the new ones, or with nothing when the new file failed.
      await m.delete(KnowledgePassageEntity, { documentId: doc.id });
      const rows = drafts.map((p) => ({ id: newId(now), kbId: doc.kbId, documentId: doc.id, ...p }));
      for (let i = 0; i < rows.length; i += 200) await m.insert(KnowledgePassageEntity, rows.slice(i, i + 200));
      return true;
    });
    if (landed) this.changed();
    return landed;
  }
}
