import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../core/clock/clock';
import { CLUSTER_BUS, type ClusterBus } from '../../../core/cluster/cluster-bus';
import { REDIS } from '../../../core/cluster/redis.token';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../../core/config/emulator.config';
import { newId } from '../../../core/database/id';
import { AnalysisItemVersionEntity } from '../entities/analysis-item-version.entity';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisDispatchRegistry, type AnalysisDispatcher } from './analysis-dispatch.registry';
import { ItemInputService } from './item-input.service';
import { nextStatus } from './item-status';
import { RunClaims } from './run-claims';
import { RunAborted, type WriteResult } from './writer';

export interface QueueStats {
  /** Items queued in memory, not started yet. */
  pending: number;
  running: number;
  /** Most items that ever ran at the same time since start (or the last `resetPeak`). */
  peakRunning: number;
  concurrency: number;
}

/** Cluster-bus topic: items cancelled or deleted on one instance; every instance drops and aborts them. */
const FORGET_TOPIC = 'analysis.forget';
/** Cluster-bus topic: a run released its cluster slot; instances waiting for one try again at once. */
const SLOT_TOPIC = 'analysis.slot';
/** How long an instance waits before asking for a cluster slot again when none was free (or announced). */
const SLOT_RETRY_MS = 500;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 2000) || '生成失败';

/**
 * The generation queue: FIFO over waiting items with at most `ANALYSIS_CONCURRENCY` runs at a time, one
 * AbortController per run. The database is the source of truth: an item is queued exactly while its status
 * is WAITING, so a restart queues the waiting items again (oldest first) and the scheduled
 * "analysis dispatch" job picks up any waiting item the queue does not know.
 *
 * Every write that moves an item's status goes through `exclusive`, one at a time: SQLite has one connection
 * here, and a run finishing while the user cancels or deletes must see a consistent item.
 *
 * Several instances (`REDIS_URL`): every instance queues every waiting item (and looks for waiting items again
 * every half claim life), but a run first takes the item's claim and one of `ANALYSIS_CONCURRENCY` cluster slots
 * in Redis (`RunClaims`, renewed while it runs), so one instance generates each item and at most that many run in
 * the whole cluster. No slot free: the item goes back to the head of the queue until a release is announced on the
 * bus (or half a second passed). When an instance dies its claims and slots lapse and another instance runs the
 * items again; a run that loses its claim (renewal found another holder) stops, and the final write only lands on
 * an item still WAITING at the version it read, so no item gets two generated versions. Cancel and delete are
 * announced on the cluster bus, so the instance running the item aborts it.
 */
@Injectable()
export class AnalysisQueueService implements AnalysisDispatcher, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AnalysisQueue');
  private readonly pending: string[] = [];
  private readonly pendingSet = new Set<string>();
  private readonly running = new Map<string, AbortController>();
  private peak = 0;
  private stopped = false;
  private lock: Promise<unknown> = Promise.resolve();
  private idleWaiters: (() => void)[] = [];
  /** With Redis: the cluster's claims and slots; null when this instance is alone. */
  private readonly claims: RunClaims | null;
  /** Set while this instance waits for a cluster slot (no run starts meanwhile). */
  private slotWait: NodeJS.Timeout | undefined;
  private rescan: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ItemInputService) private readonly inputs: ItemInputService,
    @Inject(AnalysisDispatchRegistry) private readonly dispatchRegistry: AnalysisDispatchRegistry,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(CLUSTER_BUS) private readonly bus: ClusterBus,
  ) {
    this.claims = redis ? new RunClaims(redis, config.analysisClaimMs, config.analysisConcurrency) : null;
    const offForget = this.bus.subscribe<string[]>(FORGET_TOPIC, (ids, from) => {
      if (from !== this.bus.instanceId) this.drop(ids);
    });
    const offSlot = this.bus.subscribe(SLOT_TOPIC, () => this.slotFreed());
    this.unsubscribe = () => {
      offForget();
      offSlot();
    };
  }

  private readonly unsubscribe: () => void;

  async onApplicationBootstrap(): Promise<void> {
    this.dispatchRegistry.register(this);
    const resumed = await this.queueUnknownWaiting();
    if (resumed > 0) this.logger.log(`resumed ${resumed} waiting analysis item(s)`);
    if (this.claims) {
      // Items whose instance died are waiting again once their claims lapse: look for them.
      this.rescan = setInterval(() => {
        void this.queueUnknownWaiting().catch((e: unknown) => this.logger.warn(errorText(e)));
      }, this.config.analysisClaimMs / 2);
      this.rescan.unref();
    }
  }

  /**
   * Stops taking work and aborts the runs; their items stay WAITING and resume at the next start. Module
   * destruction comes before the database closes (application shutdown), so no run touches a closed one.
   */
  onModuleDestroy(): void {
    this.unsubscribe();
    clearInterval(this.rescan);
    clearTimeout(this.slotWait);
    this.stopped = true;
    this.pending.length = 0;
    this.pendingSet.clear();
    for (const c of this.running.values()) c.abort();
  }

  /** Runs `fn` after every earlier exclusive section has finished (a promise-chain mutex). */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lock.then(fn, fn);
    this.lock = run.catch(() => undefined);
    return run;
  }

  /** Adds waiting items to the end of the queue (ids already queued or running are skipped). */
  enqueue(ids: readonly string[]): void {
    for (const id of ids) {
      if (this.pendingSet.has(id) || this.running.has(id)) continue;
      this.pending.push(id);
      this.pendingSet.add(id);
    }
    this.pump();
  }

  /** Takes items out of the queue and aborts their runs; the caller resets their status. */
  forget(ids: readonly string[]): void {
    this.drop(ids);
    if (this.redis) void this.bus.publish(FORGET_TOPIC, [...ids]).catch((e: unknown) => this.logger.warn(errorText(e)));
  }

  private drop(ids: readonly string[]): void {
    const drop = new Set(ids);
    for (const id of drop) {
      if (this.pendingSet.delete(id)) this.pending.splice(this.pending.indexOf(id), 1);
      this.running.get(id)?.abort();
    }
  }

  stats(): QueueStats {
    return {
      pending: this.pending.length,
      running: this.running.size,
      peakRunning: this.peak,
      concurrency: this.config.analysisConcurrency,
    };
  }

  /** The ids waiting for a run, in the order they will start (tests). */
  pendingIds(): readonly string[] {
    return [...this.pending];
  }

  resetPeak(): void {
    this.peak = this.running.size;
  }

  /** Resolves once nothing is queued or running (tests and the bench). */
  whenIdle(): Promise<void> {
    if (this.pending.length === 0 && this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The quartz "analysis dispatch" job: queues waiting items the queue does not hold. */
  async dispatchPending(): Promise<string> {
    const queued = await this.queueUnknownWaiting();
    const s = this.stats();
    return `派发待生成条目${queued}项（队列中${s.pending}项，运行中${s.running}项，并发上限${s.concurrency}）`;
  }

  private async queueUnknownWaiting(): Promise<number> {
    const waiting = await this.db.getRepository(AnalysisItemEntity).find({
      select: { id: true },
      where: { status: 'WAITING' },
      order: { queuedTime: 'ASC', sortNo: 'ASC', id: 'ASC' },
    });
    const unknown = waiting.map((w) => w.id).filter((id) => !this.pendingSet.has(id) && !this.running.has(id));
    this.enqueue(unknown);
    return unknown.length;
  }

  private pump(): void {
    while (
      !this.stopped &&
      !this.slotWait &&
      this.running.size < this.config.analysisConcurrency &&
      this.pending.length > 0
    ) {
      const id = this.pending.shift()!;
      this.pendingSet.delete(id);
      const controller = new AbortController();
      this.running.set(id, controller);
      this.peak = Math.max(this.peak, this.running.size);
      void this.run(id, controller)
        .then((outcome) => {
          if (outcome === 'full') this.waitForSlot(id, controller.signal);
        })
        .catch((e: unknown) => this.logger.error(`analysis item ${id}: ${errorText(e)}`))
        .finally(() => {
          this.running.delete(id);
          this.pump();
          if (this.pending.length === 0 && this.running.size === 0) {
            const waiters = this.idleWaiters;
            this.idleWaiters = [];
            for (const w of waiters) w();
          }
        });
    }
  }

  /** No cluster slot was free: the item goes back to the head of the queue until one is (unless cancelled). */
  private waitForSlot(id: string, signal: AbortSignal): void {
    if (this.stopped || signal.aborted) return;
    if (!this.pendingSet.has(id)) {
      this.pending.unshift(id);
      this.pendingSet.add(id);
    }
    clearTimeout(this.slotWait);
    this.slotWait = setTimeout(() => this.slotFreed(), SLOT_RETRY_MS);
    this.slotWait.unref();
  }

  private slotFreed(): void {
    if (!this.slotWait) return;
    clearTimeout(this.slotWait);
    this.slotWait = undefined;
    this.pump();
  }

  /**
   * One item's run: alone, straight to generation; in a cluster, only with the item's claim and a cluster slot
   * (`full` when none is free), renewed while it runs; a lost claim aborts the run.
   */
  private async run(id: string, controller: AbortController): Promise<'full' | 'done'> {
    const claims = this.claims;
    if (!claims) {
      await this.generate(id, controller.signal);
      return 'done';
    }
    const token = `${this.bus.instanceId}:${randomUUID()}`;
    const acquired = await claims.acquire(id, token);
    if (acquired !== 'ok') return acquired === 'full' ? 'full' : 'done';
    const renew = setInterval(() => {
      void claims.renew(id, token).then(
        (held) => held || controller.abort(),
        () => undefined,
      );
    }, this.config.analysisClaimMs / 3);
    renew.unref();
    try {
      // Another instance may have finished it between our queueing and our claim.
      const item = await this.db.getRepository(AnalysisItemEntity).findOneBy({ id });
      if (item?.status === 'WAITING') await this.generate(id, controller.signal);
    } finally {
      clearInterval(renew);
      await claims.release(id, token).catch(() => undefined);
      void this.bus.publish(SLOT_TOPIC, null).catch(() => undefined);
    }
    return 'done';
  }

  private async generate(id: string, signal: AbortSignal): Promise<void> {
    let result: WriteResult;
    try {
      const request = await this.inputs.request(id);
      if (!request) return;
      const writer = await this.inputs.writer();
      result = await writer.write(request, signal);
    } catch (e) {
      if (signal.aborted || e instanceof RunAborted) return;
      await this.finish(id, signal, { error: errorText(e) });
      return;
    }
    await this.finish(id, signal, { result });
  }

  /** Ends a run: a new generated version, or the error. Ignored when the run was cancelled meanwhile. */
  private finish(id: string, signal: AbortSignal, outcome: { result: WriteResult } | { error: string }) {
    return this.exclusive(async () => {
      if (signal.aborted || this.stopped) return;
      const items = this.db.getRepository(AnalysisItemEntity);
      const item = await items.findOneBy({ id });
      if (!item || item.status !== 'WAITING') return;
      const now = new Date(this.clock.now());
      const done = { previousStatus: null, queuedTime: null, updateTime: now };
      if ('error' in outcome) {
        await items.update(
          { id },
          { ...done, status: nextStatus(item.status, { type: 'run-failed' }), errorMessage: outcome.error },
        );
        return;
      }
      const version = item.version + 1;
      await this.db.transaction(async (em) => {
        // Only onto the item as read (still WAITING, same version): a second run of it never adds a version.
        const moved = await em.update(
          AnalysisItemEntity,
          { id, status: 'WAITING', version: item.version },
          {
            ...done,
            status: nextStatus(item.status, { type: 'run-succeeded' }),
            errorMessage: null,
            generatedText: outcome.result.text,
            version,
          },
        );
        if (moved.affected === 0) return;
        await em.insert(AnalysisItemVersionEntity, {
          id: newId(now.getTime()),
          itemId: id,
          version,
          text: outcome.result.text,
          origin: 'generated',
          model: outcome.result.model,
          createBy: item.updateBy ?? item.createBy,
          createTime: now,
        });
      });
    });
  }
}
