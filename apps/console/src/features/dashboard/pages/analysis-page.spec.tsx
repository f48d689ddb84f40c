import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CropOverview, CropOverviewUnit } from '@cropwatch/contract';
import { permissionStore } from '../../../stores/permission';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import AnalysisPage from './analysis-page';

// Leaflet has no layout in jsdom: the map is exercised by the browser journey (home.spec.ts).
vi.mock('../components/condition-map', () => ({ default: () => <div data-testid="condition-map" /> }));

const page = (total: number, records: unknown[] = []) => ({ records, total, size: 1, current: 1, pages: total });
const depart = (id: string, children: unknown[] = []) => ({
  id,
  key: id,
  value: id,
  title: id,
  isLeaf: children.length === 0,
  children,
});

const mpz = (code: string, nameZh: string, rainDepPct: number): CropOverviewUnit => ({
  code,
  level: 'mpz',
  nameEn: code,
  nameZh,
  isoNumeric: null,
  mpzCode: code,
  condition: rainDepPct < -20 ? 'poor' : 'favourable',
  drivers: rainDepPct < -20 ? ['dry'] : [],
  rainMm: 300,
  rainDepPct,
  tempC: 21.6,
  tempDepC: 0.4,
  radparMjM2: 1180,
  radparDepPct: 2,
  biomssGdmM2: 500,
  biomssDepPct: -6,
  calfPct: 90,
  calfDepPct: 1,
  vcix: 0.87,
  cpi: 1.01,
  ciPct: 110,
  ciDepPct: 0,
  ndviBelowAvgPct: 20,
  irrigatedSharePct: 15,
  stages: [],
  outline: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
});

const period = (code: string, labelZh: string) => ({
  code,
  year: 2025,
  season: code.slice(5),
  labelEn: code,
  labelZh,
  startMonth: '2025-07',
  endMonth: '2025-10',
});

const overview = (code: string): CropOverview => ({
  period: code === '2025-JAN_APR' ? period(code, '2025年1–4月') : period('2025-JUL_OCT', '2025年7–10月'),
  latest: '2025-JUL_OCT',
  periods: [period('2025-JUL_OCT', '2025年7–10月'), period('2025-JAN_APR', '2025年1–4月')],
  units: [mpz('NAM', '北美洲', code === '2025-JAN_APR' ? -35 : 12)],
  dataset: {
    id: 'demo',
    name: 'CropWatch GPT demo data (synthetic)',
    version: 1,
    synthetic: true,
    source: 'seed/crop',
    licence: 'Demo data: not for citation',
    citation: 'Synthetic demo data',
  },
  unavailable: [],
  stageNames: [],
});

function answer(url: string, params: Record<string, string> = {}) {
  if (url === '/crop/overview') return ok(overview(params.period ?? '2025-JUL_OCT'));
  if (url === '/analysis/analyzeMain/list') return ok(page(0));
  if (url === '/crop/task/list') return ok(page(0));
  if (url === '/chat/app/list') return ok(page(0));
  if (url === '/sys/user/list') return ok(page(42));
  if (url === '/sys/sysDepart/queryTreeList') return ok([depart('a', [depart('b'), depart('c')]), depart('d')]);
  if (url === '/sys/annountCement/list') return ok(page(7));
  if (url === '/sys/loginfo') return ok({ totalVisitCount: 123, todayVisitCount: 5, todayIp: 3 });
  if (url === '/sys/visitInfo') return ok([]);
  return fail('unexpected');
}

const serve = () => mockHttp((config) => answer(config.url ?? '', (config.params ?? {}) as Record<string, string>));

const grantSystem = (granted: boolean) => {
  permissionStore.menu = granted
    ? ([{ path: '/isystem', children: [{ path: '/isystem/user' }] }] as never)
    : ([{ path: '/dashboard/analysis' }] as never);
};

describe('AnalysisPage (home)', () => {
  afterEach(() => {
    permissionStore.menu = null;
  });

  it('shows the latest period and the MPZ figures; the period picker changes them', async () => {
    grantSystem(false);
    const http = serve();
    renderWithProviders(<AnalysisPage />);
    expect(await screen.findByText(/最新监测时段 2025年7–10月/)).toBeInTheDocument();
    const card = await screen.findByTestId('mpz-NAM');
    expect(within(card).getByText('+12%')).toBeInTheDocument();
    expect(within(card).getByText('良好')).toBeInTheDocument();
    expect(await screen.findByText('暂无通报分析')).toBeInTheDocument();
    expect(await screen.findByText('暂无作物任务')).toBeInTheDocument();
    // No system tab for a user without the user list.
    expect(screen.queryByRole('tab', { name: '系统概况' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: '监测时段' }));
    await userEvent.click(await screen.findByTitle('2025年1–4月'));
    expect(await within(await screen.findByTestId('mpz-NAM')).findByText('−35%')).toBeInTheDocument();
    expect(within(screen.getByTestId('mpz-NAM')).getByText('差')).toBeInTheDocument();
    expect(
      http.requests.some(
        (r) => r.url === '/crop/overview' && (r.params as { period?: string })?.period === '2025-JAN_APR',
      ),
    ).toBe(true);
    http.restore();
  });

  it('opens a zone’s details with its indicator table and the assistant link', async () => {
    grantSystem(false);
    const http = serve();
    renderWithProviders(<AnalysisPage />);
    await userEvent.click(await screen.findByTestId('mpz-NAM'));
    const details = await screen.findByTestId('unit-details');
    expect(within(details).getByText('降水（RAIN）')).toBeInTheDocument();
    expect(within(details).getByText('300 mm')).toBeInTheDocument();
    expect(screen.getByTestId('ask-assistant')).toHaveTextContent('向智能助手提问');
    http.restore();
  });

  it('keeps the system figures on the system tab for an administrator', async () => {
    grantSystem(true);
    const http = serve();
    renderWithProviders(<AnalysisPage />);
    await userEvent.click(await screen.findByRole('tab', { name: '系统概况' }));
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(await screen.findByText('123')).toBeInTheDocument();
    expect(await screen.findByText('暂无登录记录')).toBeInTheDocument();
    http.restore();
  });

  it('names the dataset the figures come from, with the demo badge for synthetic data', async () => {
    grantSystem(false);
    const http = serve();
    renderWithProviders(<AnalysisPage />);
    expect(await screen.findByTestId('overview-dataset')).toHaveTextContent(
      '数据集：CropWatch GPT demo data (synthetic) v1',
    );
    expect(screen.getByText('演示数据')).toBeInTheDocument();
    http.restore();
  });

  it('shows no demo badge for a real dataset, and names what it lacks as unavailable', async () => {
    grantSystem(false);
    const real = (code: string): CropOverview => ({
      ...overview(code),
      units: code === '2025-JUL_OCT' ? overview(code).units : [],
      dataset: { ...overview(code).dataset!, id: 'x', name: '国家指标', version: 2, synthetic: false },
      unavailable:
        code === '2025-JUL_OCT'
          ? [{ code: 'BRA', reason: '缺少 VCIx 或 CPI' }]
          : [{ code: null, reason: '不含该时段' }],
    });
    const http = mockHttp((config) =>
      config.url === '/crop/overview'
        ? ok(real((config.params as { period?: string })?.period ?? '2025-JUL_OCT'))
        : answer(config.url ?? ''),
    );
    renderWithProviders(<AnalysisPage />);
    expect(await screen.findByText('数据集：国家指标 v2')).toBeInTheDocument();
    expect(screen.queryByText('演示数据')).not.toBeInTheDocument();
    expect(await screen.findByTestId('units-unavailable')).toHaveTextContent(
      '长势等级不可用（数据集中缺少 VCIx 或 CPI）：BRA',
    );
    await userEvent.click(screen.getByRole('combobox', { name: '监测时段' }));
    await userEvent.click(await screen.findByTitle('2025年1–4月'));
    expect(await screen.findByText('数据集「国家指标」v2 不含 2025年1–4月 的数据')).toBeInTheDocument();
    http.restore();
  });

  it('says so when the crop data cannot be loaded', async () => {
    grantSystem(false);
    const http = mockHttp((config) => (config.url === '/crop/overview' ? fail('查询失败') : answer(config.url ?? '')));
    renderWithProviders(<AnalysisPage />);
    expect(await screen.findByText('作物数据加载失败')).toBeInTheDocument();
    http.restore();
  });
});
