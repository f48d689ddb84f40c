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
import { AnalysisDispatchRegistry, type AnalysisDispatcher } from '../../quartz/analysis-dispatch.registry';
import { AnalysisItemVersionEntity } from '../entities/analysis-item-version.entity';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { ItemInputService } from './item-input.service';
import { nextStatus } from './item-status';
import { RunAborted, type WriteResult } from './writer';

export interface QueueStats {
  /** Items queued in memory, not started yet. */
  pending: number;
  running: number;
  /** Most items that ever ran at the same time since start (or the last `resetPeak`). */
  peakRunning: number;
  concurrency: number;
}

/** How long an instance's claim on a running item lives without renewal (renewed every third of it). */
export const RUN_CLAIM_MS = 30_000;
const claimKey = (id: string) => `cropwatch:analysis:run:${id}`;
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
/** Cluster-bus topic: items cancelled or deleted on one instance; every instance drops and aborts them. */
const FORGET_TOPIC = 'analysis.forget';

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
 * Several instances (`REDIS_URL`): every instance may queue a waiting item, but a run first claims it in Redis
 * (`SET NX`, renewed while it runs), so one instance generates it; when that instance dies the claim expires and the
 * next dispatch on any instance runs the item again. Cancel and delete are announced on the cluster bus, so the
 * instance running the item aborts it. Concurrency stays bounded per instance.
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

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ItemInputService) private readonly inputs: ItemInputService,
    @Inject(AnalysisDispatchRegistry) private readonly dispatchRegistry: AnalysisDispatchRegistry,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(CLUSTER_BUS) private readonly bus: ClusterBus,
  ) {
    this.unsubscribe = this.bus.subscribe<string[]>(FORGET_TOPIC, (ids, from) => {
      if (from !== this.bus.instanceId) this.drop(ids);
    });
  }

  private readonly unsubscribe: () => void;

  async onApplicationBootstrap(): Promise<void> {
    this.dispatchRegistry.register(this);
    const resumed = await this.queueUnknownWaiting();
    if (resumed > 0) this.logger.log(`resumed ${resumed} waiting analysis item(s)`);
  }

  /**
   * Stops taking work and aborts the runs; their items stay WAITING and resume at the next start. Module
   * destruction comes before the database closes (application shutdown), so no run touches a closed one.
   */
  onModuleDestroy(): void {
    this.unsubscribe();
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
    while (!this.stopped && this.running.size < this.config.analysisConcurrency && this.pending.length > 0) {
      const id = this.pending.shift()!;
      this.pendingSet.delete(id);
      const controller = new AbortController();
      this.running.set(id, controller);
      this.peak = Math.max(this.peak, this.running.size);
      void this.run(id, controller.signal)
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

  /** In a cluster: this instance's claim on an item (null when another instance runs it). */
  private async claim(id: string): Promise<{ release(): Promise<void> } | null> {
    const redis = this.redis;
    if (!redis) return { release: () => Promise.resolve() };
    const token = `${this.bus.instanceId}:${randomUUID()}`;
    if ((await redis.set(claimKey(id), token, 'PX', RUN_CLAIM_MS, 'NX')) !== 'OK') return null;
    const renew = setInterval(
      () => void redis.pexpire(claimKey(id), RUN_CLAIM_MS).catch(() => undefined),
      RUN_CLAIM_MS / 3,
    );
    renew.unref();
    return {
      release: async () => {
        clearInterval(renew);
        await redis.eval(RELEASE_SCRIPT, 1, claimKey(id), token).catch(() => undefined);
      },
    };
  }

  private async run(id: string, signal: AbortSignal): Promise<void> {
    const claim = await this.claim(id);
    if (!claim) return;
    try {
      await this.generate(id, signal);
    } finally {
      await claim.release();
    }
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
        await em.update(
          AnalysisItemEntity,
          { id },
          {
            ...done,
            status: nextStatus(item.status, { type: 'run-succeeded' }),
            errorMessage: null,
            generatedText: outcome.result.text,
            version,
          },
        );
      });
    });
  }
}
