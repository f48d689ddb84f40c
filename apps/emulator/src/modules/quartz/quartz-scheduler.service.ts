import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { In, type Repository } from 'typeorm';
import type { QuartzRunStatus, QuartzRunTrigger } from '@cropwatch/contract';
import { nextFireTimes, validateCron } from '@cropwatch/cron';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { CLUSTER_BUS, type ClusterBus } from '../../core/cluster/cluster-bus';
import { REDIS } from '../../core/cluster/cluster.module';
import { newId } from '../../core/database/id';
import { QuartzJobRegistry } from '../../core/jobs/job-registry';
import { QuartzJobLogEntity } from './entities/quartz-job-log.entity';
import { QuartzJobEntity } from './entities/quartz-job.entity';
import { QUARTZ_TIME_ZONE, QUARTZ_TIMERS, type TimerHandle, type TimerHost } from './quartz-timers';
import { InvalidCronError, neverFires, unknownJobClass } from './quartz.errors';
import { QuartzSeeder } from './quartz.seeder';

/** The part of a job row the scheduler needs; a snapshot, so later edits never change an armed run. */
export interface ScheduledJob {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
}

/** `setTimeout` fires at once for anything above 2^31-1 ms (~24.8 days); longer waits are chained. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
/** `execute` runs the job once this much later, like JeecgBoot's one-shot trigger. */
export const EXECUTE_DELAY_MS = 100;
/** Runs kept per job; older ones are pruned after each run. */
export const RUN_LOG_RETENTION = 200;
/** How long shutdown waits for runs in flight before closing anyway. */
const SHUTDOWN_GRACE_MS = 5000;

interface ArmedJob {
  job: ScheduledJob;
  nextFireTime: number;
  handle: TimerHandle;
}

const snapshot = (row: ScheduledJob): ScheduledJob => ({
  id: row.id,
  jobClassName: row.jobClassName.trim(),
  cronExpression: row.cronExpression.trim(),
  parameter: row.parameter,
});

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Cluster-bus topic: a job row changed (added, edited, paused, resumed, deleted); every instance re-reads it. */
const JOB_CHANGED_TOPIC = 'quartz.changed';
/** How long a fire's claim and a run's lock live in Redis (a run longer than this may overlap the next). */
export const CLUSTER_LOCK_MS = 10 * 60_000;
const fireKey = (jobId: string, fireTime: number) => `cropwatch:quartz:fire:${jobId}:${fireTime}`;
const runningKey = (jobId: string) => `cropwatch:quartz:running:${jobId}`;
const fenceKey = (jobId: string) => `cropwatch:quartz:fence:${jobId}`;
/** Deletes the running lock only while it still holds our fencing token. */
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * The emulator's Quartz: one timer per active job, armed for the next fire time that `@cropwatch/cron`
 * computes in the server's time zone and re-armed when it fires. The database rows are the durable
 * state (loaded at start); this service only holds timers. A fire that finds the previous run of the same
 * job still busy is recorded as `skipped-overlap` instead of running twice. Missed fires while the
 * server was down are not replayed.
 *
 * Several instances (`REDIS_URL`): every instance arms every active job, and each fire is claimed in Redis
 * (`SET NX` on job + fire time), so exactly one instance runs it. The winner takes a fencing token (INCR) and the
 * job's running lock with it, then re-reads the row: a job paused or deleted meanwhile does not run anywhere, and
 * a fire finding the lock held by another instance's run is recorded as `skipped-overlap`. Changes to a job are
 * announced on the cluster bus so every instance re-arms or drops its timer. Each run records its instance.
 */
@Injectable()
export class QuartzSchedulerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Quartz');
  private readonly armed = new Map<string, ArmedJob>();
  private readonly running = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly oneShots = new Set<TimerHandle>();
  private stopped = false;

  constructor(
    @InjectRepository(QuartzJobEntity) private readonly jobs: Repository<QuartzJobEntity>,
    @InjectRepository(QuartzJobLogEntity) private readonly logs: Repository<QuartzJobLogEntity>,
    @Inject(QuartzJobRegistry) private readonly registry: QuartzJobRegistry,
    @Inject(QuartzSeeder) private readonly seeder: Pick<QuartzSeeder, 'seedIfFresh'>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(QUARTZ_TIMERS) private readonly timers: TimerHost,
    @Inject(QUARTZ_TIME_ZONE) readonly timeZone: string,
    @Inject(CLUSTER_BUS) private readonly bus: ClusterBus,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {
    this.unsubscribe = this.bus.subscribe<{ jobId: string }>(JOB_CHANGED_TOPIC, ({ jobId }, from) => {
      if (from !== this.bus.instanceId) void this.reload(jobId);
    });
  }

  private readonly unsubscribe: () => void;

  /** Tells the other instances that a job row changed (after the change is committed). */
  async announce(jobId: string): Promise<void> {
    await this.bus.publish(JOB_CHANGED_TOPIC, { jobId });
  }

  /** Re-arms or drops a job after another instance changed it. */
  private async reload(jobId: string): Promise<void> {
    try {
      const row = await this.jobs.findOneBy({ id: jobId });
      if (row && row.status === 0) this.schedule(row);
      else this.unschedule(jobId);
    } catch (e) {
      this.unschedule(jobId);
      this.logger.warn(`job ${jobId} is not scheduled after a change elsewhere: ${messageOf(e)}`);
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.seeder.seedIfFresh((name) => this.registry.get(name) !== undefined);
    await this.start();
  }

  /** Closes runs a crash interrupted, then arms every active row. */
  async start(): Promise<void> {
    const now = new Date(this.clock.now());
    // Alone, every unfinished run is this server's; in a cluster only those of this instance id.
    await this.logs.update(this.redis ? { status: 'running', instance: this.bus.instanceId } : { status: 'running' }, {
      status: 'failed',
      endTime: now,
      error: 'interrupted: the server stopped during this run',
    });
    const active = await this.jobs.find({ where: { status: 0 } });
    for (const row of active) {
      try {
        this.schedule(row);
      } catch (e) {
        this.logger.warn(`job ${row.id} (${row.jobClassName}) is not scheduled: ${messageOf(e)}`);
      }
    }
    this.logger.log(`${this.armed.size} of ${active.length} active jobs scheduled (time zone ${this.timeZone})`);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    for (const entry of this.armed.values()) this.timers.clear(entry.handle);
    this.armed.clear();
    for (const handle of this.oneShots) this.timers.clear(handle);
    this.oneShots.clear();
    // Let runs in flight write their log rows before the database closes.
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      this.idle(),
      new Promise<void>((resolve) => {
        grace = setTimeout(resolve, SHUTDOWN_GRACE_MS);
        grace.unref();
      }),
    ]);
    clearTimeout(grace);
  }

  /**
   * Throws what Quartz would when scheduling the job: an unknown class, an invalid cron and, when it is
   * to be scheduled, a cron that never fires again.
   */
  validate(job: Pick<ScheduledJob, 'jobClassName' | 'cronExpression'>, scheduling: boolean): void {
    if (!this.registry.get(job.jobClassName)) throw unknownJobClass(job.jobClassName.trim());
    const cronError = validateCron(job.cronExpression.trim());
    if (cronError) throw new InvalidCronError(cronError);
    if (scheduling && this.nextAfter(job.cronExpression.trim(), this.clock.now()) === undefined) {
      throw neverFires(job.cronExpression.trim());
    }
  }

  /** Arms (or re-arms, dropping the old timer) a job; throws like `validate`. */
  schedule(row: ScheduledJob): void {
    this.validate(row, true);
    this.armFrom(snapshot(row), this.clock.now());
  }

  unschedule(jobId: string): void {
    const entry = this.armed.get(jobId);
    if (!entry) return;
    this.timers.clear(entry.handle);
    this.armed.delete(jobId);
  }

  /** Runs the job once, EXECUTE_DELAY_MS from now, as a `manual` run; throws for an unknown class. */
  executeOnce(row: ScheduledJob): void {
    if (!this.registry.get(row.jobClassName)) throw unknownJobClass(row.jobClassName.trim());
    const job = snapshot(row);
    const handle = this.timers.set(() => {
      this.oneShots.delete(handle);
      if (!this.stopped) this.track(this.run(job, 'manual', null));
    }, EXECUTE_DELAY_MS);
    this.oneShots.add(handle);
  }

  /** The next fire time of an armed job; null when it is not armed. */
  nextFireTime(jobId: string): Date | null {
    const entry = this.armed.get(jobId);
    return entry ? new Date(entry.nextFireTime) : null;
  }

  armedJobIds(): string[] {
    return [...this.armed.keys()];
  }

  isRunning(jobId: string): boolean {
    return this.running.has(jobId);
  }

  /** Resolves when every run started so far has written its log row. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private nextAfter(cronExpression: string, from: number): number | undefined {
    return nextFireTimes(cronExpression, { from, timeZone: this.timeZone, count: 1 })[0]?.getTime();
  }

  private armFrom(job: ScheduledJob, from: number): void {
    this.unschedule(job.id);
    if (this.stopped) return;
    const next = this.nextAfter(job.cronExpression, from);
    if (next === undefined) {
      this.logger.log(`job ${job.id} (${job.jobClassName}) will not fire again`);
      return;
    }
    const entry: ArmedJob = { job, nextFireTime: next, handle: undefined };
    this.armed.set(job.id, entry);
    this.wait(entry);
  }

  private isCurrent(entry: ArmedJob): boolean {
    return !this.stopped && this.armed.get(entry.job.id) === entry;
  }

  /** Sleeps towards the fire time, in hops of at most MAX_TIMER_DELAY_MS. */
  private wait(entry: ArmedJob): void {
    const delay = entry.nextFireTime - this.clock.now();
    if (delay > MAX_TIMER_DELAY_MS) {
      entry.handle = this.timers.set(() => {
        if (this.isCurrent(entry)) this.wait(entry);
      }, MAX_TIMER_DELAY_MS);
    } else {
      entry.handle = this.timers.set(() => this.fire(entry), Math.max(0, delay));
    }
  }

  private fire(entry: ArmedJob): void {
    if (!this.isCurrent(entry)) return;
    // Re-arm before running, so a slow run neither delays nor swallows the next fire (it overlaps and is skipped).
    // A late timer (busy loop, suspended machine) fires once now, like Quartz's default misfire policy.
    const fireTime = entry.nextFireTime;
    this.armFrom(entry.job, Math.max(entry.nextFireTime, this.clock.now()));
    this.track(this.run(entry.job, 'schedule', fireTime));
  }

  /**
   * In a cluster: claims a scheduled fire (false when another instance has it), then the job's running lock with
   * a fresh fencing token; 'overlap' when another run holds the lock. Alone: the in-process overlap check.
   */
  private async acquire(redis: Redis, job: ScheduledJob, fireTime: number | null): Promise<string | false> {
    if (fireTime !== null) {
      const claimed = await redis.set(fireKey(job.id, fireTime), this.bus.instanceId, 'PX', CLUSTER_LOCK_MS, 'NX');
      if (claimed !== 'OK') return false;
      // Fencing: a timer armed before a pause elsewhere reaches here; the row decides.
      const row = await this.jobs.findOneBy({ id: job.id });
      if (!row || row.status !== 0) return false;
    }
    const token = String(await redis.incr(fenceKey(job.id)));
    const locked = await redis.set(runningKey(job.id), token, 'PX', CLUSTER_LOCK_MS, 'NX');
    return locked === 'OK' ? token : 'overlap';
  }

  private async release(jobId: string, token: string): Promise<void> {
    if (this.redis) await this.redis.eval(RELEASE_SCRIPT, 1, runningKey(jobId), token);
  }

  private track(run: Promise<void>): void {
    const tracked = run.catch((e: unknown) => this.logger.error(`a job run could not be recorded: ${messageOf(e)}`));
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  private async run(job: ScheduledJob, trigger: QuartzRunTrigger, fireTime: number | null): Promise<void> {
    // Alone, the overlap check is synchronous (the fire and the check happen in the same tick).
    const lock = this.redis
      ? await this.acquire(this.redis, job, fireTime)
      : this.running.has(job.id)
        ? 'overlap'
        : 'local';
    if (lock === false) return;
    const start = this.clock.now();
    const base = {
      id: newId(start),
      jobId: job.id,
      jobClassName: job.jobClassName,
      trigger,
      startTime: new Date(start),
      instance: this.bus.instanceId,
    };
    if (lock === 'overlap') {
      await this.logs.insert({
        ...base,
        status: 'skipped-overlap' satisfies QuartzRunStatus,
        endTime: new Date(start),
        durationMs: 0,
        result: null,
        error: 'the previous run of this job had not finished',
      });
      return;
    }
    this.running.add(job.id);
    try {
      await this.logs.insert({
        ...base,
        status: 'running' satisfies QuartzRunStatus,
        endTime: null,
        durationMs: null,
        result: null,
        error: null,
      });
      let status: QuartzRunStatus = 'success';
      let result: string | null = null;
      let error: string | null = null;
      try {
        const handler = this.registry.get(job.jobClassName);
        if (!handler) throw unknownJobClass(job.jobClassName);
        result =
          (await handler.execute({ jobId: job.id, parameter: job.parameter, trigger, fireTime: new Date(start) })) ??
          null;
      } catch (e) {
        status = 'failed';
        error = messageOf(e);
        this.logger.warn(`job ${job.id} (${job.jobClassName}) failed: ${error}`);
      }
      const end = this.clock.now();
      await this.logs.update(
        { id: base.id },
        { status, result, error, endTime: new Date(end), durationMs: Math.max(0, end - start) },
      );
      await this.prune(job.id);
    } finally {
      this.running.delete(job.id);
      await this.release(job.id, lock);
    }
  }

  private async prune(jobId: string): Promise<void> {
    const stale = await this.logs
      .createQueryBuilder('l')
      .select('l.id', 'id')
      .where('l.jobId = :jobId', { jobId })
      .orderBy('l.startTime', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .limit(1000)
      .offset(RUN_LOG_RETENTION)
      .getRawMany<{ id: string }>();
    if (stale.length) await this.logs.delete({ id: In(stale.map((r) => r.id)) });
  }
}
