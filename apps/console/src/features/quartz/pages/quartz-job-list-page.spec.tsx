import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuartzJobClass, QuartzJobListRecord, QuartzJobLog } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { localCache, StorageKey } from '../../../lib/storage';
import { permissionStore } from '../../../stores/permission';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { QuartzJobListPage } from './quartz-job-list-page';

const SAMPLE = 'org.jeecg.modules.quartz.job.SampleJob';

const job = (over: Partial<QuartzJobListRecord>): QuartzJobListRecord => ({
  id: 'j1',
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  delFlag: 0,
  updateBy: null,
  updateTime: null,
  jobClassName: SAMPLE,
  cronExpression: '0/5 * * * * ?',
  parameter: null,
  description: 'every five seconds',
  status: 0,
  status_dictText: '正常',
  ...over,
});

const jobs = [
  job({}),
  job({
    id: 'j2',
    jobClassName: 'org.jeecg.modules.quartz.job.SampleParamJob',
    cronExpression: '0 0 3 * * ?',
    parameter: 'scott',
    description: 'nightly',
    status: -1,
    status_dictText: '停止',
  }),
];

const classes: QuartzJobClass[] = [
  {
    jobClassName: SAMPLE,
    name: '示例任务',
    nameEn: 'Sample job',
    description: '在日志中打印 hello 和当前时间',
    descriptionEn: 'Logs "hello" with the current time',
    parameter: { required: false, description: '不使用参数', descriptionEn: 'No parameter', example: null },
  },
];

const runs: QuartzJobLog[] = [
  {
    id: 'r1',
    jobId: 'j1',
    jobClassName: SAMPLE,
    startTime: '2026-01-01 00:00:05',
    endTime: '2026-01-01 00:00:05',
    durationMs: 3,
    status: 'success',
    result: 'hello, the time is 2026-01-01 00:00:05',
    error: null,
    trigger: 'schedule',
    instance: 'a',
  },
  {
    id: 'r2',
    jobId: 'j1',
    jobClassName: SAMPLE,
    startTime: '2026-01-01 00:00:00',
    endTime: '2026-01-01 00:00:00',
    durationMs: 1,
    status: 'failed',
    result: null,
    error: 'boom',
    trigger: 'manual',
    instance: null,
  },
];

const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

function serve(overrides: Record<string, () => ReturnType<typeof ok>> = {}) {
  return mockHttp((config) => {
    const url = config.url ?? '';
    if (overrides[url]) return overrides[url]();
    if (url === '/sys/quartzJob/list') return ok(page(jobs));
    if (url === '/sys/quartzJob/jobClasses') return ok(classes);
    if (url === '/sys/quartzJob/runLog') return ok(page(runs));
    return ok(null, { message: 'ok' });
  });
}

const requestsTo = (http: ReturnType<typeof mockHttp>, url: string) => http.requests.filter((r) => r.url === url);

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('QuartzJobListPage', () => {
  beforeEach(() => {
    localStorage.clear();
    localCache.set(StorageKey.dictCache, {
      quartz_status: [
        { value: '0', text: '正常' },
        { value: '-1', text: '停止' },
      ],
    });
    permissionStore.auth = [];
    permissionStore.allAuth = [];
  });

  it('lists the jobs with the cron description, class name and status, filtering by class name', async () => {
    const http = serve();
    renderKit(<QuartzJobListPage />);
    expect(await screen.findByText('every five seconds')).toBeInTheDocument();
    expect(screen.getByText('0/5 * * * * ?')).toBeInTheDocument();
    expect(await screen.findByText('示例任务')).toBeInTheDocument();
    expect(screen.getByText('停止')).toBeInTheDocument();
    // The class name reads whole and wraps only after its dots (issue #31): a break opportunity after each dot.
    const className = screen.getAllByText((_, el) => el?.textContent === SAMPLE && el.tagName === 'SPAN')[0];
    expect(className.querySelectorAll('wbr')).toHaveLength(5);
    expect(className).toHaveStyle({ wordBreak: 'keep-all' });
    expect(requestsTo(http, '/sys/quartzJob/list').at(-1)?.params).toMatchObject({
      field: 'id,jobClassName,cronExpression,parameter,description,status',
    });
    for (const name of ['新增', '导出', '导入', '批量删除']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    }
    await userEvent.type(screen.getByPlaceholderText('请输入任务类名'), 'Param');
    await userEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() =>
      expect(requestsTo(http, '/sys/quartzJob/list').at(-1)?.params).toMatchObject({ jobClassName: '*Param*' }),
    );
    http.restore();
  });

  it('pauses a running job after confirmation and refetches the list', async () => {
    const http = serve();
    renderKit(<QuartzJobListPage />);
    await screen.findByText('every five seconds');
    await userEvent.click(within(rowOf('every five seconds')).getByRole('button', { name: /更多操作/ }));
    await userEvent.click(await screen.findByText('停止', { selector: '.ant-dropdown-menu-title-content' }));
    const confirm = (await screen.findAllByText('确定停止吗?'))[0].closest('.ant-modal') as HTMLElement;
    const listCalls = requestsTo(http, '/sys/quartzJob/list').length;
    await userEvent.click(within(confirm).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('停止定时任务成功')).toBeInTheDocument();
    expect(requestsTo(http, '/sys/quartzJob/pause')[0]?.params).toMatchObject({ id: 'j1' });
    await waitFor(() => expect(requestsTo(http, '/sys/quartzJob/list').length).toBeGreaterThan(listCalls));
    http.restore();
  });

  it('opens the run log with start, end, outcome, output and error', async () => {
    const http = serve();
    renderKit(<QuartzJobListPage />);
    await screen.findByText('every five seconds');
    await userEvent.click(within(rowOf('every five seconds')).getByRole('button', { name: /更多操作/ }));
    await userEvent.click(await screen.findByText('运行日志'));
    expect(await screen.findByText('运行日志：SampleJob')).toBeInTheDocument();
    expect(await screen.findByText('hello, the time is 2026-01-01 00:00:05')).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
    expect(screen.getByText('失败')).toBeInTheDocument();
    // The instance that ran each fire (issue #16).
    expect(screen.getByRole('columnheader', { name: '执行实例' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'a' })).toBeInTheDocument();
    expect(screen.getByTestId('run-log-total')).toHaveTextContent('共 2 次运行');
    expect(requestsTo(http, '/sys/quartzJob/runLog')[0]?.params).toMatchObject({ jobId: 'j1', pageNo: 1 });
    http.restore();
  });

  it('edits a job and shows the server refusal of its cron on the field', async () => {
    const http = serve({
      '/sys/quartzJob/edit': () => ({
        data: {
          ...fail('Cron表达式不正确：小时的值 25 超出范围 0-23').data,
          result: { field: 'hour', code: 'outOfRange', params: {}, message: 'hour out of range' },
        },
      }),
    });
    renderKit(<QuartzJobListPage />);
    await screen.findByText('every five seconds');
    await userEvent.click(within(rowOf('every five seconds')).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('编辑定时任务')).toBeInTheDocument();
    const description = screen.getByLabelText('描述');
    await userEvent.clear(description);
    await userEvent.type(description, 'renamed');
    await userEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(http, '/sys/quartzJob/edit')).toHaveLength(1));
    expect(requestsTo(http, '/sys/quartzJob/edit')[0]).toMatchObject({
      method: 'PUT',
      data: {
        id: 'j1',
        jobClassName: SAMPLE,
        cronExpression: '0/5 * * * * ?',
        description: 'renamed',
        status: 0,
      },
    });
    expect(await screen.findAllByText('Cron表达式不正确：小时的值 25 超出范围 0-23')).not.toHaveLength(0);
    http.restore();
  });

  it('hides the buttons whose codes the user lacks', async () => {
    const codes = ['add', 'edit', 'delete', 'batch_delete', 'pause', 'resume', 'execute', 'import', 'export'];
    permissionStore.allAuth = codes.map((c) => ({ action: `quartz:${c}`, type: '1', status: '1', describe: '' }));
    permissionStore.auth = [{ action: 'quartz:execute', type: '1', describe: '' }];
    const http = serve();
    renderKit(<QuartzJobListPage />);
    await screen.findByText('every five seconds');
    for (const name of ['新增', '导出', '导入', '批量删除', '编辑', '删除']) {
      expect(screen.queryByRole('button', { name: new RegExp(name) })).toBeNull();
    }
    await userEvent.click(within(rowOf('every five seconds')).getByRole('button', { name: /更多操作/ }));
    expect(await screen.findByText('立即执行')).toBeInTheDocument();
    expect(screen.queryByText('停止', { selector: '.ant-dropdown-menu-title-content' })).toBeNull();
    http.restore();
  });
});
