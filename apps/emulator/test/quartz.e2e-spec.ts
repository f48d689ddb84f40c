import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  endpointTable,
  type QuartzJobAddBody,
  quartzCronErrorSchema,
  quartzJobAdd,
  quartzJobClasses,
  quartzJobDelete,
  quartzJobDeleteBatch,
  quartzJobEdit,
  quartzJobExecute,
  quartzJobList,
  type QuartzJobLog,
  quartzJobPause,
  quartzJobQueryById,
  quartzJobResume,
  quartzJobRunLog,
  type Result,
} from '@cropwatch/contract';
import { nextFireTimes } from '@cropwatch/cron';
import { createApp, type EmulatorApp } from '../src/app.factory';
import { UserTokenEntity } from '../src/core/auth/user-token.entity';
import { NO_DISPATCHER } from '../src/modules/analysis/generation/analysis-dispatch.job';
import { AnalysisDispatchRegistry } from '../src/modules/analysis/generation/analysis-dispatch.registry';
import { CaptchaEntity } from '../src/modules/auth/entities/captcha.entity';
import { SmsCodeEntity } from '../src/modules/auth/entities/sms-code.entity';
import { QuartzSchedulerService } from '../src/modules/quartz/quartz-scheduler.service';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const SAMPLE_JOB = 'org.jeecg.modules.quartz.job.SampleJob';
const SAMPLE_PARAM_JOB = 'org.jeecg.modules.quartz.job.SampleParamJob';
const TOKEN_CLEAN_JOB_ID = 'f9388a48a96577a567dc59375a3a8ec9';
const SEEDED_JOBS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled jobs /sys/quartzJob', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const url = (p: string) => `/jeecg-boot/sys/quartzJob/${p}`;
  const get = (p: string, query: Record<string, string> = {}) =>
    t.http.get(url(p)).query(query).set('X-Access-Token', token);
  const del = (p: string, query: Record<string, string>) =>
    t.http.delete(url(p)).query(query).set('X-Access-Token', token);
  const scheduler = () => t.app.get(QuartzSchedulerService);
  const db = () => t.app.get(DataSource);

  const list = async (query: Record<string, string> = {}) =>
    expectContract(quartzJobList, (await get('list', query)).body);
  const add = async (body: QuartzJobAddBody) =>
    expectContract(quartzJobAdd, (await t.http.post(url('add')).set('X-Access-Token', token).send(body)).body);
  let added = 0;
  /** Adds a job and returns its id, found by its description (unique unless given). */
  const addJob = async (body: QuartzJobAddBody): Promise<string> => {
    const description = body.description ?? `e2e job ${++added}`;
    expect(await add({ ...body, description })).toMatchObject({ success: true });
    const page = await list({ description });
    expect(page.result.total).toBe(1);
    return page.result.records[0].id;
  };
  const queryById = async (id: string) => expectContract(quartzJobQueryById, (await get('queryById', { id })).body);
  const runLog = async (query: Record<string, string>) =>
    expectContract(quartzJobRunLog, (await get('runLog', query)).body);

  /** Waits (up to 3 s) until the job has at least `count` finished runs. */
  const runsOf = async (jobId: string, count = 1): Promise<QuartzJobLog[]> => {
    const deadline = Date.now() + 3000;
    for (;;) {
      await scheduler().idle();
      const records = (await runLog({ jobId, pageSize: '50' })).result.records.filter((r) => r.status !== 'running');
      if (records.length >= count || Date.now() > deadline) return records;
      await sleep(25);
    }
  };

  describe('GET list', () => {
    it('pages the jobs as ok200 with status_dictText', async () => {
      const body = await list({ column: 'jobClassName', order: 'asc' });
      expect(body).toMatchObject({ success: true, code: 200 });
      expect(body.result).toMatchObject({ total: SEEDED_JOBS, current: 1, size: 10, pages: 1 });
      const byClass = Object.fromEntries(body.result.records.map((r) => [r.jobClassName.split('.').pop() ?? '', r]));
      expect(byClass.ExpiredTokenCleanJob).toMatchObject({
        id: TOKEN_CLEAN_JOB_ID,
        status: 0,
        status_dictText: '正常',
        cronExpression: '0 0/10 * * * ?',
        delFlag: 0,
        createBy: 'admin',
      });
      expect(byClass.SampleParamJob).toMatchObject({ status: -1, status_dictText: '停止', parameter: 'scott' });
    });

    it('filters with the value rules and sorts by entity properties only', async () => {
      expect((await list({ jobClassName: '*Sample*' })).result.total).toBe(2);
      expect((await list({ status: '-1', jobClassName: '*Sample*' })).result.total).toBe(2);
      expect(
        (await list({ status: '0', jobClassName: '*.quartz.job.*' })).result.records.map((r) => r.status_dictText),
      ).toEqual(['正常', '正常', '正常']);
      const sorted = await list({ column: 'status_dictText', order: 'asc', jobClassName: '*.quartz.job.*' });
      expect(sorted.result.records[0].status).toBe(-1);
      expect((await get('list', { column: 'password', order: 'asc' })).body).toMatchObject({
        success: false,
        code: 500,
        message: '请注意，将要排序的列字段不存在：password',
      });
    });

    it('answers SQL-looking filters, columns and orders safely', async () => {
      const attempts: Record<string, string>[] = [
        { jobClassName: "' OR 1=1 --" },
        { jobClassName: "*' OR '1'='1*" },
        { description: "x'); DROP TABLE sys_quartz_job; --" },
        { status: '0 OR 1=1' },
        { column: 'jobClassName; DROP TABLE sys_quartz_job', order: 'asc' },
        { column: 'jobClassName', order: 'asc; DROP TABLE sys_quartz_job' },
        {
          superQueryParams: encodeURIComponent(
            JSON.stringify([{ field: "jobClassName' OR '1'='1", rule: 'eq', val: 'x' }]),
          ),
        },
        {
          superQueryParams: encodeURIComponent(
            JSON.stringify([{ field: 'jobClassName', rule: 'eq', val: "' OR '1'='1" }]),
          ),
        },
      ];
      for (const query of attempts) {
        const res = await get('list', query);
        expect(res.status).toBe(200);
        const body = envelope(res) as Result<{ total: number } | null>;
        if (body.success) expect(body.result?.total).toBe(0);
        else expect(body.code).toBe(500);
      }
      expect((await list({ pageSize: '50' })).result.total).toBeGreaterThanOrEqual(SEEDED_JOBS);
    });
  });

  describe('POST add', () => {
    it('saves a stopped job without scheduling it', async () => {
      const body = await add({
        jobClassName: SAMPLE_JOB,
        cronExpression: '0/5 * * * * ?',
        description: 'stopped one',
        status: -1,
      });
      expect(body).toMatchObject({ success: true, code: 200, message: '创建定时任务成功', result: '创建定时任务成功' });
      const [row] = (await list({ description: 'stopped one' })).result.records;
      expect(row).toMatchObject({ status: -1, delFlag: 0, createBy: 'admin', parameter: null, updateBy: null });
      expect(scheduler().nextFireTime(row.id)).toBeNull();
    });

    it('schedules a running job at once, reading "0" like Jackson does', async () => {
      const id = await addJob({
        jobClassName: SAMPLE_PARAM_JOB,
        cronExpression: ' 0 0 3 * * ? ',
        parameter: 'tom',
        status: '0',
      });
      const job = (await queryById(id)).result!;
      expect(job).toMatchObject({ status: 0, cronExpression: '0 0 3 * * ?', parameter: 'tom' });
      expect(scheduler().nextFireTime(id)).not.toBeNull();
    });

    it('defaults a job without status to stopped', async () => {
      const id = await addJob({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 4 * * ?', description: 'no status' });
      expect((await queryById(id)).result!.status).toBe(-1);
    });

    it('refuses an unknown class and saves nothing', async () => {
      const before = (await list()).result.total;
      expect(
        await add({ jobClassName: 'com.example.EvilJob', cronExpression: '0/5 * * * * ?', status: 0 }),
      ).toMatchObject({
        success: false,
        code: 500,
        message: '后台找不到该类名：com.example.EvilJob',
      });
      expect((await list()).result.total).toBe(before);
    });

    it('refuses an invalid cron with the engine message and its structured detail', async () => {
      const before = (await list()).result.total;
      const body = await add({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 12 * * 2', status: 0 });
      expect(body).toMatchObject({
        success: false,
        code: 500,
        message: 'Cron表达式不正确：“日”和“周”不能同时指定，其中一个必须为“?”。',
      });
      expect(quartzCronErrorSchema.parse(body.result)).toEqual({
        field: 'expression',
        code: 'bothDaysSet',
        params: {},
        message: 'Day-of-month and day-of-week are both set; one of them must be "?".',
      });
      const range = await add({ jobClassName: SAMPLE_JOB, cronExpression: '0 61 * * * ?', status: -1 });
      expect(range.message).toMatch(/^Cron表达式不正确：分.*61/);
      expect(range.result).toMatchObject({ field: 'minute', code: 'outOfRange' });
      expect((await list()).result.total).toBe(before);
    });

    it('refuses a running job whose cron never fires again', async () => {
      const body = await add({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 0 1 1 ? 2001', status: 0 });
      expect(body.success).toBe(false);
      expect(body.message).toContain('不会再被触发');
    });

    it('validates the body with the contract messages', async () => {
      expect(await add({ jobClassName: '  ', cronExpression: '* * * * * ?' })).toMatchObject({
        success: false,
        code: 500,
        message: '任务类名不能为空',
      });
      expect(await add({ jobClassName: SAMPLE_JOB, cronExpression: '' })).toMatchObject({
        success: false,
        message: 'Cron表达式不能为空',
      });
      const badStatus = await add({ jobClassName: SAMPLE_JOB, cronExpression: '* * * * * ?', status: 1 });
      expect(badStatus.success).toBe(false);
      expect(badStatus.message).toContain('状态只能是');
    });
  });

  describe('PUT|POST edit', () => {
    it('reschedules a running job with its new cron and stops it when edited to stopped', async () => {
      const id = await addJob({
        jobClassName: SAMPLE_JOB,
        cronExpression: '0 0 5 * * ?',
        description: 'to edit',
        status: 0,
      });
      // Both expectations come from the engine at the test clock's "now", so the check holds at any time of day.
      const nextAt = (cron: string) =>
        nextFireTimes(cron, { from: new Date(t.clock.now()), timeZone: scheduler().timeZone, count: 1 })[0];
      expect(scheduler().nextFireTime(id)).toEqual(nextAt('0 0 5 * * ?'));
      const edited = expectContract(
        quartzJobEdit,
        (
          await t.http
            .put(url('edit'))
            .set('X-Access-Token', token)
            .send({ id, jobClassName: SAMPLE_JOB, cronExpression: '0 30 5 * * ?', status: 0 })
        ).body,
      );
      expect(edited).toMatchObject({
        success: true,
        code: 200,
        message: '更新定时任务成功!',
        result: '更新定时任务成功!',
      });
      expect(scheduler().nextFireTime(id)).toEqual(nextAt('0 30 5 * * ?'));
      const job = (await queryById(id)).result!;
      // A missing (null) field keeps the stored value, like updateById.
      expect(job).toMatchObject({ cronExpression: '0 30 5 * * ?', description: 'to edit', updateBy: 'admin' });

      const byPost = await t.http
        .post(url('edit'))
        .set('X-Access-Token', token)
        .send({ id, jobClassName: SAMPLE_JOB, cronExpression: '0 30 5 * * ?', status: -1 });
      expect(byPost.body).toMatchObject({ success: true, message: '更新定时任务成功!' });
      expect(scheduler().nextFireTime(id)).toBeNull();
      expect((await queryById(id)).result!.status).toBe(-1);
    });

    it('answers 未找到对应实体 for an unknown id and keeps the row on an invalid cron', async () => {
      const put = (body: object) => t.http.put(url('edit')).set('X-Access-Token', token).send(body);
      expect((await put({ id: 'nope', jobClassName: SAMPLE_JOB, cronExpression: '* * * * * ?' })).body).toMatchObject({
        success: false,
        code: 500,
        message: '未找到对应实体',
      });
      const id = await addJob({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 6 * * ?', status: 0 });
      const bad = expectContract(
        quartzJobEdit,
        (await put({ id, jobClassName: SAMPLE_JOB, cronExpression: '0 0 6 ? * MON#6', status: 0 })).body,
      );
      expect(bad).toMatchObject({ success: false, result: { field: 'dayOfWeek', code: 'nthOutOfRange' } });
      expect(envelope(await put({ id, jobClassName: 'x.Y', cronExpression: '0 0 6 * * ?', status: 0 })).message).toBe(
        '后台找不到该类名：x.Y',
      );
      expect((await queryById(id)).result).toMatchObject({
        cronExpression: '0 0 6 * * ?',
        jobClassName: SAMPLE_JOB,
        status: 0,
      });
      expect(scheduler().nextFireTime(id)).not.toBeNull();
    });
  });

  describe('GET pause / resume', () => {
    it('stops and restarts a job at once', async () => {
      const id = await addJob({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 7 * * ?', status: 0 });
      const paused = expectContract(quartzJobPause, (await get('pause', { id })).body);
      expect(paused).toMatchObject({ success: true, code: 200, message: '停止定时任务成功' });
      expect(scheduler().nextFireTime(id)).toBeNull();
      expect((await list({ id })).result.records[0]).toMatchObject({ status: -1, status_dictText: '停止' });

      const resumed = expectContract(quartzJobResume, (await get('resume', { id })).body);
      expect(resumed).toMatchObject({ success: true, code: 200, message: '启动定时任务成功' });
      expect(scheduler().nextFireTime(id)).not.toBeNull();
      expect((await queryById(id)).result!.status).toBe(0);
    });

    it('answers 定时任务不存在！ for an unknown id', async () => {
      for (const action of ['pause', 'resume']) {
        expect((await get(action, { id: 'no-such-job' })).body).toMatchObject({
          success: false,
          code: 500,
          message: '定时任务不存在！',
        });
      }
      expect((await get('pause', {})).body).toMatchObject({ success: false, code: 500 });
    });

    it('refuses to resume a row whose class cannot be loaded', async () => {
      const id = await addJob({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 8 * * ?', status: -1 });
      await db().query('UPDATE sys_quartz_job SET job_class_name = ? WHERE id = ?', ['org.jeecg.Gone', id]);
      expect((await get('resume', { id })).body).toMatchObject({
        success: false,
        message: '后台找不到该类名：org.jeecg.Gone',
      });
      expect((await queryById(id)).result!.status).toBe(-1);
    });
  });

  describe('GET execute', () => {
    it('runs the job once about 100 ms later as a manual run, and records it', async () => {
      const id = await addJob({
        jobClassName: SAMPLE_PARAM_JOB,
        cronExpression: '0 0 9 * * ?',
        parameter: 'scott',
        status: -1,
      });
      const body = expectContract(quartzJobExecute, (await get('execute', { id })).body);
      expect(body).toMatchObject({ success: true, code: 200, message: '执行成功!', result: '执行成功!' });
      expect((await runLog({ jobId: id })).result.total).toBe(0);
      const [run] = await runsOf(id);
      expect(run).toMatchObject({
        jobId: id,
        jobClassName: SAMPLE_PARAM_JOB,
        trigger: 'manual',
        status: 'success',
        error: null,
      });
      expect(run.result).toMatch(/^welcome scott, the time is \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(scheduler().nextFireTime(id)).toBeNull();
    });

    it('answers 未找到对应实体 for an unknown id and 执行失败! when the class cannot load', async () => {
      expect((await get('execute', { id: 'no-such-job' })).body).toMatchObject({
        success: false,
        code: 500,
        message: '未找到对应实体',
      });
      const id = await addJob({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 10 * * ?', status: -1 });
      await db().query('UPDATE sys_quartz_job SET job_class_name = ? WHERE id = ?', ['org.jeecg.Gone', id]);
      expect((await get('execute', { id })).body).toMatchObject({ success: false, code: 500, message: '执行失败!' });
    });
  });

  describe('GET queryById', () => {
    it('answers ok0 with the job, or 未找到对应实体', async () => {
      const body = await queryById(TOKEN_CLEAN_JOB_ID);
      expect(body).toMatchObject({
        success: true,
        code: 0,
        result: { id: TOKEN_CLEAN_JOB_ID, jobClassName: 'org.jeecg.modules.quartz.job.ExpiredTokenCleanJob' },
      });
      expect(body.result).not.toHaveProperty('status_dictText');
      expect((await get('queryById', { id: "1' OR '1'='1" })).body).toMatchObject({
        success: false,
        code: 500,
        message: '未找到对应实体',
      });
    });
  });

  describe('DELETE delete / deleteBatch', () => {
    it('unschedules and deletes one job with its run log', async () => {
      const id = await addJob({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 11 * * ?', status: 0 });
      await get('execute', { id });
      await runsOf(id);
      const body = expectContract(quartzJobDelete, (await del('delete', { id })).body);
      expect(body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
      expect(scheduler().nextFireTime(id)).toBeNull();
      expect(envelope(await get('queryById', { id })).message).toBe('未找到对应实体');
      expect((await runLog({ jobId: id })).result.total).toBe(0);
      expect((await del('delete', { id })).body).toMatchObject({
        success: false,
        code: 500,
        message: '未找到对应实体',
      });
    });

    it('deletes a comma list, tolerating the trailing comma and unknown ids', async () => {
      const a = await addJob({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 12 * * ?', status: 0 });
      const b = await addJob({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 13 * * ?', status: -1 });
      const body = expectContract(quartzJobDeleteBatch, (await del('deleteBatch', { ids: `${a},${b},unknown,` })).body);
      expect(body).toMatchObject({
        success: true,
        code: 200,
        message: '删除定时任务成功!',
        result: '删除定时任务成功!',
      });
      expect((await list({ id: `${a},${b}` })).result.total).toBe(0);
      expect(scheduler().nextFireTime(a)).toBeNull();
      expect(envelope(await del('deleteBatch', { ids: "' OR 1=1 --," })).success).toBe(true);
      expect((await list()).result.total).toBeGreaterThanOrEqual(SEEDED_JOBS);
    });
  });

  describe('GET runLog', () => {
    it('pages the runs newest first, for one job or all of them', async () => {
      const id = await addJob({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 14 * * ?', status: -1 });
      for (let i = 0; i < 3; i++) {
        t.clock.advance(1000);
        await get('execute', { id });
        await runsOf(id, i + 1);
      }
      const page = await runLog({ jobId: id, pageSize: '2' });
      expect(page).toMatchObject({ success: true, code: 200, result: { total: 3, size: 2, pages: 2, current: 1 } });
      const [newest, older] = page.result.records;
      expect(newest.startTime >= older.startTime).toBe(true);
      expect(newest.id > older.id).toBe(true);
      expect((await runLog({ jobId: id, pageNo: '2', pageSize: '2' })).result.records).toHaveLength(1);
      expect((await runLog({})).result.total).toBeGreaterThanOrEqual(3);
      expect((await runLog({ jobId: "' OR '1'='1" })).result.total).toBe(0);
      expect((await get('runLog', { column: 'error; DROP TABLE x', order: 'asc' })).body).toMatchObject({
        success: false,
        code: 500,
      });
    });
  });

  describe('GET jobClasses', () => {
    it('lists the classes the server can run, with bilingual descriptions', async () => {
      const body = expectContract(quartzJobClasses, (await get('jobClasses')).body);
      expect(body).toMatchObject({ success: true, code: 200 });
      expect(body.result.map((c) => c.jobClassName)).toEqual([
        SAMPLE_JOB,
        SAMPLE_PARAM_JOB,
        'org.jeecg.modules.quartz.job.DictCacheRefreshJob',
        'org.jeecg.modules.quartz.job.ExpiredTokenCleanJob',
        'org.cropwatch.analysis.job.AnalysisDispatchJob',
        'org.jeecg.modules.quartz.job.LogRetentionJob',
      ]);
      expect(body.result[1].parameter).toMatchObject({ example: 'scott' });
    });
  });

  describe('job classes', () => {
    it('ExpiredTokenCleanJob deletes idle sessions and expired captchas and SMS codes, keeping live ones', async () => {
      const now = t.clock.now();
      const longAgo = new Date(now - 3 * 3_600_000);
      await db()
        .getRepository(UserTokenEntity)
        .insert({
          tokenHash: 'h'.repeat(64),
          userId: 'u',
          username: 'ghost',
          createTime: longAgo,
          lastActiveTime: longAgo,
        });
      await db()
        .getRepository(CaptchaEntity)
        .insert([
          { checkKey: 'old', code: 'abcd', expireTime: longAgo },
          { checkKey: 'live', code: 'efgh', expireTime: new Date(now + 60_000) },
        ]);
      await db()
        .getRepository(SmsCodeEntity)
        .insert({ mobile: '13900000000', code: '123456', smsmode: '0', expireTime: longAgo });

      await get('execute', { id: TOKEN_CLEAN_JOB_ID });
      const [run] = await runsOf(TOKEN_CLEAN_JOB_ID);
      expect(run).toMatchObject({
        status: 'success',
        result: 'removed 1 idle sessions, 1 expired captchas, 1 expired SMS codes',
      });
      expect(await db().query('SELECT check_key FROM sys_captcha')).toEqual([{ check_key: 'live' }]);
      expect(await db().query("SELECT * FROM sys_user_token WHERE username = 'ghost'")).toEqual([]);
      // The caller's own session is alive and untouched.
      expect((await get('queryById', { id: TOKEN_CLEAN_JOB_ID })).status).toBe(200);
    });

    it('DictCacheRefreshJob re-reads the dictionaries and reports the counts', async () => {
      const id = await addJob({
        jobClassName: 'org.jeecg.modules.quartz.job.DictCacheRefreshJob',
        cronExpression: '0 0 3 * * ?',
        status: -1,
      });
      await get('execute', { id });
      const [run] = await runsOf(id);
      expect(run.status).toBe('success');
      expect(run.result).toMatch(/^no dictionary cache to clear; re-read \d+ dictionaries with \d+ enabled items$/);
    });

    it('AnalysisDispatchJob hands the run to the dispatcher the analysis module registers', async () => {
      const id = await addJob({
        jobClassName: 'org.cropwatch.analysis.job.AnalysisDispatchJob',
        cronExpression: '0 0/5 * * * ?',
        parameter: 'batch',
        status: -1,
      });
      expect(t.app.get(AnalysisDispatchRegistry).current()).toBeDefined();
      await get('execute', { id });
      expect((await runsOf(id))[0]).toMatchObject({ status: 'success' });
      expect((await runsOf(id))[0].result).toMatch(/^派发待生成条目0项（队列中0项，运行中0项，并发上限\d+）$/);
      expect((await runsOf(id))[0].result).not.toBe(NO_DISPATCHER);
    });
  });

  it('answers 401 without a token on every endpoint', async () => {
    const endpoints = Object.entries(endpointTable).filter(([name]) => name.startsWith('quartz.'));
    expect(endpoints).toHaveLength(13);
    for (const [name, e] of endpoints) {
      for (const method of [e.method, ...(e.alsoMethods ?? [])]) {
        const res = await t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](
          `/jeecg-boot${e.path}`,
        ).query({ id: TOKEN_CLEAN_JOB_ID });
        expect({ name, method, status: res.status, code: (JSON.parse(res.text) as Result<null>).code }).toEqual({
          name,
          method,
          status: 401,
          code: 401,
        });
      }
    }
    expect((await queryById(TOKEN_CLEAN_JOB_ID)).result!.status).toBe(0);
  });
});

describe('scheduler on a real clock and across restarts', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cropwatch-quartz-test-'));
  let app: EmulatorApp | undefined;
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const boot = () => createApp({ env: { CAPTCHA: 'off' }, config: { dataDir }, logger: false });
  const session = async (a: EmulatorApp) => {
    const http = request(a.getHttpServer());
    const login = await http.post('/jeecg-boot/sys/login').send({ username: 'admin', password: '123456' });
    const token = (envelope(login) as Result<{ token: string }>).result.token;
    return {
      get: (p: string, query: Record<string, string> = {}) =>
        http.get(`/jeecg-boot/sys/quartzJob/${p}`).query(query).set('X-Access-Token', token),
      add: (body: QuartzJobAddBody) =>
        http.post('/jeecg-boot/sys/quartzJob/add').set('X-Access-Token', token).send(body),
    };
  };
  const idOf = async (s: Awaited<ReturnType<typeof session>>, description: string) =>
    expectContract(quartzJobList, (await s.get('list', { description })).body).result.records[0].id;

  it('keeps running jobs armed after a restart on the same DATA_DIR, from the database alone', async () => {
    app = await boot();
    let s = await session(app);
    expect(
      envelope(
        await s.add({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 3 * * ?', description: 'survivor', status: 0 }),
      ).success,
    ).toBe(true);
    expect(
      envelope(
        await s.add({ jobClassName: SAMPLE_JOB, cronExpression: '0 0 3 * * ?', description: 'sleeper', status: -1 }),
      ).success,
    ).toBe(true);
    const survivor = await idOf(s, 'survivor');
    const sleeper = await idOf(s, 'sleeper');
    const before = app.get(QuartzSchedulerService).nextFireTime(survivor);
    expect(before).not.toBeNull();
    await app.close();
    app = undefined;

    app = await boot();
    s = await session(app);
    const scheduler = app.get(QuartzSchedulerService);
    expect(scheduler.nextFireTime(survivor)).toEqual(before);
    expect(scheduler.nextFireTime(sleeper)).toBeNull();
    expect(scheduler.armedJobIds()).toEqual(expect.arrayContaining([TOKEN_CLEAN_JOB_ID, survivor]));
    // The seed ran once: the first start's jobs plus the two added ones.
    expect(expectContract(quartzJobList, (await s.get('list')).body).result.total).toBe(SEEDED_JOBS + 2);
  });

  it('fires an every-second job in real time until it is paused', async () => {
    const a = app!;
    const s = await session(a);
    expect(
      envelope(
        await s.add({
          jobClassName: SAMPLE_PARAM_JOB,
          cronExpression: '0/1 * * * * ?',
          parameter: 'tick',
          description: 'ticker',
          status: 0,
        }),
      ).success,
    ).toBe(true);
    const id = await idOf(s, 'ticker');
    await sleep(3200);
    await s.get('pause', { id });
    await a.get(QuartzSchedulerService).idle();
    const runs = expectContract(quartzJobRunLog, (await s.get('runLog', { jobId: id })).body).result.records;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(
      runs.every((r) => r.trigger === 'schedule' && r.status === 'success' && r.result!.startsWith('welcome tick')),
    ).toBe(true);
    const starts = runs.map((r) => r.startTime);
    expect(new Set(starts).size).toBe(starts.length);
    await sleep(1200);
    expect(expectContract(quartzJobRunLog, (await s.get('runLog', { jobId: id })).body).result.total).toBe(runs.length);
  });
});
