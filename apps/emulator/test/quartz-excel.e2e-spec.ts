import { quartzJobImportExcel, quartzJobList } from '@cropwatch/contract';
import { QuartzSchedulerService } from '../src/modules/quartz/quartz-scheduler.service';
import { binaryParser, getAs, importWorkbook, readRows } from './support/admin-probes';
import { expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const HEADER = ['任务类名', 'cron表达式', '参数', '描述', '状态'];
const DISPATCH_JOB = 'org.cropwatch.analysis.job.AnalysisDispatchJob';
const SAMPLE_JOB = 'org.jeecg.modules.quartz.job.SampleJob';

describe('scheduled jobs export and import', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string> = {}) =>
    expectContract(quartzJobList, (await getAs(t, admin, '/sys/quartzJob/list', query)).body);
  const importFile = async (file: Buffer) =>
    expectContract(
      quartzJobImportExcel,
      (
        await t.http
          .post('/jeecg-boot/sys/quartzJob/importExcel')
          .set('X-Access-Token', admin)
          .attach('file', file, 'jobs.xlsx')
      ).body,
    );

  it('exports the filtered jobs with status texts as 定时任务列表.xls', async () => {
    const res = await getAs(t, admin, '/sys/quartzJob/exportXls', {
      jobClassName: '*ExpiredTokenCleanJob*',
    })
      .buffer(true)
      .parse(binaryParser);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('定时任务列表.xls'));
    const rows = await readRows(res.body as Buffer);
    expect(rows[0][0]).toBe('定时任务列表报表');
    expect(rows[2]).toEqual(HEADER);
    expect(rows.slice(3)).toEqual([
      [
        'org.jeecg.modules.quartz.job.ExpiredTokenCleanJob',
        '0 0/10 * * * ?',
        undefined,
        '每 10 分钟清理超时的登录会话和过期的验证码',
        '正常',
      ],
    ]);
  });

  it('exports only the selected rows when selections are given', async () => {
    const { records } = (await list({ jobClassName: '*Sample*' })).result;
    const res = await getAs(t, admin, '/sys/quartzJob/exportXls', { selections: `${records[0].id},` })
      .buffer(true)
      .parse(binaryParser);
    const rows = await readRows(res.body as Buffer);
    expect(rows.slice(3).map((r) => r[0])).toEqual([records[0].jobClassName]);
  });

  it('imports a valid row as a stopped job that is never scheduled, whatever its status cell says', async () => {
    const body = await importFile(
      await importWorkbook(HEADER, [[DISPATCH_JOB, '0/1 * * * * ?', 'p1', 'imported dispatch', '正常']]),
    );
    expect(body).toMatchObject({ success: true, code: 200, message: '共1行数据全部导入成功！' });
    const job = (await list({ description: 'imported dispatch' })).result.records[0];
    expect(job).toMatchObject({
      jobClassName: DISPATCH_JOB,
      cronExpression: '0/1 * * * * ?',
      parameter: 'p1',
      status: -1,
      status_dictText: '停止',
      createBy: 'admin',
    });
    expect(t.app.get(QuartzSchedulerService).armedJobIds()).not.toContain(job.id);
  });

  it('answers 201 with an error file for invalid rows and stores none of them', async () => {
    const before = (await list()).result.total;
    const body = await importFile(
      await importWorkbook(HEADER, [
        ['org.example.NotAJob', '0 0 * * * ?', null, 'unknown class', '停止'],
        [SAMPLE_JOB, '0 0 * * * ?', null, 'taken class', '停止'],
        ['org.jeecg.modules.quartz.job.DictCacheRefreshJob', '0 0 25 * * ?', null, 'bad cron', '停止'],
        [null, '0 0 * * * ?', null, 'no class', '停止'],
      ]),
    );
    expect(body).toMatchObject({
      success: true,
      code: 201,
      result: { totalCount: 4, successCount: 0, errorCount: 4 },
    });
    const result = body.result as { fileName: string; fileUrl: string };
    expect(result.fileName).toMatch(/^quartzJobImportExcelErrorLog\d+\.xlsx$/);
    const file = await t.http.get(`/jeecg-boot${result.fileUrl}`).buffer(true).parse(binaryParser);
    const messages = (await readRows(file.body as Buffer)).slice(1).map((r) => r[r.length - 1]);
    expect(messages).toEqual([
      '第4行:后台找不到该类名：org.example.NotAJob',
      `第5行:任务类名已经存在：${SAMPLE_JOB}`,
      expect.stringMatching(/^第6行:Cron表达式不正确：/),
      expect.stringMatching(/^第7行:.*任务类名不能为空/),
    ]);
    expect((await list()).result.total).toBe(before);
  });

  it('rejects a class name repeated within one file after its first row', async () => {
    const body = await importFile(
      await importWorkbook(HEADER, [
        ['org.jeecg.modules.quartz.job.SampleParamJob', '0 0 * * * ?', null, 'dup in db', null],
        [DISPATCH_JOB, '0 0 * * * ?', null, 'dup of earlier import', null],
      ]),
    );
    expect(body).toMatchObject({ code: 201, result: { successCount: 0, errorCount: 2 } });
  });

  it('requires a token', async () => {
    expect((await t.http.get('/jeecg-boot/sys/quartzJob/exportXls')).status).toBe(401);
    expect((await t.http.post('/jeecg-boot/sys/quartzJob/importExcel')).status).toBe(401);
  });
});
