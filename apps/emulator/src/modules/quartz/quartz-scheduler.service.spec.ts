import { DataSource, type Repository } from 'typeorm';
import type { QuartzJobClass } from '@cropwatch/contract';
import { ManualClock } from '../../core/clock/clock';
import { InProcessClusterBus } from '../../core/cluster/cluster-bus';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { type QuartzJobContext, type QuartzJobHandler, QuartzJobRegistry } from '../../core/jobs/job-registry';
import { QuartzJobs1732500000000 } from '../../database/migrations/1732500000000-quartz-jobs';
import { QuartzRunInstance1795703546533 } from '../../database/migrations/1795703546533-quartz-run-instance';
import { QuartzJobLogEntity } from './entities/quartz-job-log.entity';
import { QuartzJobEntity } from './entities/quartz-job.entity';
import {
  EXECUTE_DELAY_MS,
  MAX_TIMER_DELAY_MS,
  QuartzSchedulerService,
  RUN_LOG_RETENTION,
} from './quartz-scheduler.service';
import { InvalidCronError } from './quartz.errors';
import { FakeTimers } from './testing/fake-timers';

const info = (jobClassName: string): QuartzJobClass => ({
  jobClassName,
  name: jobClassName,
  nameEn: jobClassName,
  description: '',
  descriptionEn: '',
  parameter: { required: false, description: '', descriptionEn: '', example: null },
});

/** Records its contexts; `block()` makes the next runs wait until `release()`. */
class RecordingJob implements QuartzJobHandler {
  readonly info = info('test.RecordingJob');
  readonly runs: QuartzJobContext[] = [];
  private gate: Promise<void> | undefined;
  private open: (() => void) | undefined;

  block(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release(): void {
    this.open?.();
    this.gate = undefined;
  }
  async execute(context: QuartzJobContext): Promise<string> {
    this.runs.push(context);
    if (this.gate) await this.gate;
    return `ran with ${context.parameter}`;
  }
}

class FailingJob implements QuartzJobHandler {
  readonly info = info('test.FailingJob');
  execute(): string {
    throw new Error('boom');
  }
}

const START = Date.UTC(2024, 4, 1, 0, 0, 0); // 2024-05-01 08:00:00 in Asia/Shanghai

describe('QuartzSchedulerService', () => {
  let db: DataSource;
  let jobsRepo: Repository<QuartzJobEntity>;
  let logsRepo: Repository<QuartzJobLogEntity>;
  let clock: ManualClock;
  let timers: FakeTimers;
  let recording: RecordingJob;
  let scheduler: QuartzSchedulerService;
  let seq = 0;

  const build = () =>
    new QuartzSchedulerService(
      jobsRepo,
      logsRepo,
      new QuartzJobRegistry([recording, new FailingJob()]),
      { seedIfFresh: () => Promise.resolve(false) },
      clock,
      timers,
      'Asia/Shanghai',
      new InProcessClusterBus('test'),
      null,
    );

  const addRow = async (over: Partial<QuartzJobEntity> = {}): Promise<QuartzJobEntity> => {
    const row = jobsRepo.create({
      id: `job${++seq}`,
      jobClassName: recording.info.jobClassName,
      cronExpression: '0/10 * * * * ?',
      parameter: 'p',
      description: null,
      status: 0,
      delFlag: 0,
      createBy: 'admin',
      createTime: new Date(clock.now()),
      updateBy: null,
      updateTime: null,
      ...over,
    });
    await jobsRepo.insert(row);
    return row;
  };

  const runsOf = (jobId: string) => logsRepo.find({ where: { jobId }, order: { startTime: 'ASC', id: 'ASC' } });

  /** Moves time and waits for the runs that fell due to write their log rows. */
  const advance = async (ms: number) => {
    timers.advance(ms);
    await scheduler.idle();
  };

  beforeEach(async () => {
    db = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [QuartzJobEntity, QuartzJobLogEntity],
      migrations: [QuartzJobs1732500000000, QuartzRunInstance1795703546533],
      migrationsRun: true,
    });
    await db.initialize();
    jobsRepo = db.getRepository(QuartzJobEntity);
    logsRepo = db.getRepository(QuartzJobLogEntity);
    clock = new ManualClock(START);
    timers = new FakeTimers(clock);
    recording = new RecordingJob();
    scheduler = build();
  });

  afterEach(async () => {
    recording.release();
    await scheduler.onModuleDestroy();
    await db.destroy();
  });

  it('arms every active row at start for its next fire time in the server zone, and leaves stopped rows alone', async () => {
    const daily = await addRow({ cronExpression: '0 0 9 * * ?' });
    const stopped = await addRow({ status: -1 });
    await scheduler.onApplicationBootstrap();
    expect(scheduler.armedJobIds()).toEqual([daily.id]);
    // 09:00 in Shanghai is 01:00 UTC.
    expect(scheduler.nextFireTime(daily.id)?.toISOString()).toBe('2024-05-01T01:00:00.000Z');
    expect(scheduler.nextFireTime(stopped.id)).toBeNull();
  });

  it('fires at each fire time, records a successful run and re-arms for the next one', async () => {
    const job = await addRow();
    await scheduler.start();
    await advance(9_999);
    expect(await runsOf(job.id)).toEqual([]);
    await advance(1);
    await advance(10_000);
    await advance(10_000);
    const runs = await runsOf(job.id);
    expect(runs.map((r) => [r.status, r.trigger, r.startTime.getTime() - START])).toEqual([
      ['success', 'schedule', 10_000],
      ['success', 'schedule', 20_000],
      ['success', 'schedule', 30_000],
    ]);
    expect(runs[0]).toMatchObject({
      result: 'ran with p',
      error: null,
      durationMs: 0,
      jobClassName: 'test.RecordingJob',
    });
    expect(runs[0].endTime).not.toBeNull();
    expect(scheduler.nextFireTime(job.id)?.getTime()).toBe(START + 40_000);
  });

  it('records a fire that would overlap the running one as skipped-overlap instead of running twice', async () => {
    const job = await addRow({ cronExpression: '* * * * * ?' });
    await scheduler.start();
    recording.block();
    timers.advance(1000);
    timers.advance(1000);
    expect(scheduler.isRunning(job.id)).toBe(true);
    recording.release();
    await scheduler.idle();
    const runs = await runsOf(job.id);
    expect(runs.map((r) => r.status).sort()).toEqual(['skipped-overlap', 'success']);
    expect(recording.runs).toHaveLength(1);
    await advance(1000);
    expect((await runsOf(job.id)).map((r) => r.status)).toContain('success');
    expect(recording.runs).toHaveLength(2);
  });

  it('records a failing run with its error and keeps the job scheduled', async () => {
    const job = await addRow({ jobClassName: 'test.FailingJob' });
    await scheduler.start();
    await advance(10_000);
    expect(await runsOf(job.id)).toMatchObject([{ status: 'failed', error: 'boom', result: null }]);
    expect(scheduler.nextFireTime(job.id)).not.toBeNull();
  });

  it('stops at once when unscheduled and starts again when scheduled', async () => {
    const job = await addRow();
    await scheduler.start();
    await advance(10_000);
    scheduler.unschedule(job.id);
    expect(timers.pending).toBe(0);
    await advance(60_000);
    expect(await runsOf(job.id)).toHaveLength(1);
    scheduler.schedule(job);
    expect(scheduler.nextFireTime(job.id)?.getTime()).toBe(START + 80_000);
    await advance(10_000);
    expect(await runsOf(job.id)).toHaveLength(2);
  });

  it('re-arms a rescheduled job with its new cron, dropping the old timer', async () => {
    const job = await addRow();
    await scheduler.start();
    scheduler.schedule({ ...job, cronExpression: '0 0/1 * * * ?' });
    expect(timers.pending).toBe(1);
    await advance(59_000);
    expect(await runsOf(job.id)).toEqual([]);
    await advance(1000);
    expect(await runsOf(job.id)).toHaveLength(1);
  });

  it('runs a job once ~100 ms after executeOnce as a manual run, whatever its status', async () => {
    const job = await addRow({ status: -1, parameter: 'once' });
    await scheduler.start();
    scheduler.executeOnce(job);
    await advance(EXECUTE_DELAY_MS - 1);
    expect(await runsOf(job.id)).toEqual([]);
    await advance(1);
    expect(await runsOf(job.id)).toMatchObject([{ status: 'success', trigger: 'manual', result: 'ran with once' }]);
    expect(scheduler.armedJobIds()).toEqual([]);
  });

  it('chains timers for waits longer than setTimeout allows', async () => {
    const job = await addRow({ cronExpression: '0 0 0 1 1 ? 2030' });
    await scheduler.start();
    const target = scheduler.nextFireTime(job.id)!.getTime();
    expect(timers.requestedDelays).toEqual([MAX_TIMER_DELAY_MS]);
    await advance(MAX_TIMER_DELAY_MS);
    expect(await runsOf(job.id)).toEqual([]);
    expect(timers.requestedDelays.every((d) => d <= MAX_TIMER_DELAY_MS)).toBe(true);
    await advance(target - clock.now());
    expect(await runsOf(job.id)).toHaveLength(1);
    expect(scheduler.nextFireTime(job.id)).toBeNull();
  });

  it('refuses an unknown class, an invalid cron and a cron that never fires again', () => {
    expect(() =>
      scheduler.validate({ jobClassName: 'com.example.Nope', cronExpression: '* * * * * ?' }, false),
    ).toThrow(new JeecgError('后台找不到该类名：com.example.Nope'));
    let cronError: unknown;
    try {
      scheduler.validate({ jobClassName: recording.info.jobClassName, cronExpression: '0 0 0 32 * ?' }, false);
    } catch (e) {
      cronError = e;
    }
    expect(cronError).toBeInstanceOf(InvalidCronError);
    expect((cronError as InvalidCronError).message).toMatch(/^Cron表达式不正确：/);
    expect((cronError as InvalidCronError).detail).toMatchObject({ field: 'dayOfMonth', code: 'outOfRange' });
    const past = { jobClassName: recording.info.jobClassName, cronExpression: '0 0 0 1 1 ? 2020' };
    expect(() => scheduler.validate(past, false)).not.toThrow();
    expect(() => scheduler.validate(past, true)).toThrow(/不会再被触发/);
  });

  it('closes the runs a crash left running when it starts', async () => {
    const job = await addRow({ status: -1 });
    await logsRepo.insert({
      id: 'l1',
      jobId: job.id,
      jobClassName: job.jobClassName,
      trigger: 'schedule',
      status: 'running',
      startTime: new Date(START - 5000),
      endTime: null,
      durationMs: null,
      result: null,
      error: null,
    });
    await scheduler.start();
    const [run] = await runsOf(job.id);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/interrupted/);
  });

  it(`keeps the newest ${RUN_LOG_RETENTION} runs of a job`, async () => {
    const job = await addRow({ cronExpression: '* * * * * ?' });
    await scheduler.start();
    for (let i = 0; i < RUN_LOG_RETENTION + 5; i++) await advance(1000);
    const runs = await runsOf(job.id);
    expect(runs).toHaveLength(RUN_LOG_RETENTION);
    expect(runs[0].startTime.getTime()).toBe(START + 6000);
  });

  it('clears its timers on shutdown and waits for the runs in flight', async () => {
    const job = await addRow({ cronExpression: '* * * * * ?' });
    await scheduler.start();
    recording.block();
    timers.advance(1000);
    scheduler.executeOnce(job);
    const closing = scheduler.onModuleDestroy();
    expect(timers.pending).toBe(0);
    recording.release();
    await closing;
    expect(await runsOf(job.id)).toMatchObject([{ status: 'success' }]);
    expect(scheduler.armedJobIds()).toEqual([]);
  });
});
