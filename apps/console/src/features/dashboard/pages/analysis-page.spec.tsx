import { screen } from '@testing-library/react';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import AnalysisPage from './analysis-page';

// Full antd trees render slowly on a loaded 2-core machine; the default 5 s is too tight there.
vi.setConfig({ testTimeout: 20_000 });

const page = (total: number) => ({ records: [], total, size: 1, current: 1, pages: total });
const depart = (id: string, children: unknown[] = []) => ({
  id,
  key: id,
  value: id,
  title: id,
  isLeaf: children.length === 0,
  children,
});

function answer(url: string) {
  if (url === '/sys/user/list') return ok(page(42));
  if (url === '/sys/sysDepart/queryTreeList') return ok([depart('a', [depart('b'), depart('c')]), depart('d')]);
  if (url === '/sys/annountCement/list') return ok(page(7));
  if (url === '/sys/loginfo') return ok({ totalVisitCount: 123, todayVisitCount: 5, todayIp: 3 });
  if (url === '/sys/visitInfo') return ok([]);
  return fail('unexpected');
}

describe('AnalysisPage', () => {
  it('shows the server’s figures', async () => {
    const http = mockHttp((config) => answer(config.url ?? ''));
    renderWithProviders(<AnalysisPage />);
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(await screen.findByText('123')).toBeInTheDocument();
    expect(await screen.findByText('暂无登录记录')).toBeInTheDocument();
    expect(http.requests.find((r) => r.url === '/sys/user/list')?.params).toMatchObject({ pageNo: 1, pageSize: 1 });
    http.restore();
  });

  it('shows an error with a retry for a figure whose call fails', async () => {
    const http = mockHttp((config) => (config.url === '/sys/user/list' ? fail('查询失败') : answer(config.url ?? '')));
    renderWithProviders(<AnalysisPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('数据加载失败');
    expect(await screen.findByText('7')).toBeInTheDocument();
    http.restore();
  });
});
