import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import DatasetListPage from './dataset-list-page';

const base = {
  source: 'FAO (FAOSTAT), via Our World in Data',
  licence: 'CC BY 4.0',
  citation: 'FAO (FAOSTAT), via Our World in Data',
  periodCount: 58,
  unitCount: 249,
  items: ['wheat'],
  rowCount: 85006,
  fileName: 'fao-key-crop-yields.csv',
  importBy: 'admin',
  importTime: '2026-12-02 10:00:00',
  updateBy: null,
  updateTime: null,
};
const fao = {
  ...base,
  id: 'f1',
  name: 'FAO crop yields',
  kind: 'yield-history',
  synthetic: false,
  state: 'active',
  periodStart: '1961',
  periodEnd: '2018',
};
const draft = {
  ...base,
  id: 'd1',
  name: '测试单产',
  kind: 'yield-history',
  synthetic: false,
  state: 'draft',
  periodStart: '2019',
  periodEnd: '2019',
};
const demo = {
  ...base,
  id: 'm1',
  name: 'CropWatch GPT demo data (synthetic)',
  kind: 'indicators',
  synthetic: true,
  state: 'active',
  periodStart: '2024-OCT_JAN',
  periodEnd: '2025-JUL_OCT',
};

function serve() {
  return mockHttp((config) => {
    if (config.url === '/crop/dataset/list')
      return ok({ records: [fao, draft, demo], total: 3, size: 10, current: 1, pages: 1 }, { code: 0 });
    if (config.url === '/crop/dataset/activate') return ok({ ...draft, state: 'active' }, { message: '数据集已启用' });
    return ok(null);
  });
}

describe('DatasetListPage (issue #35)', () => {
  const rules = [
    { action: 'crop:dataset:import', describe: '导入数据集', type: '1', status: '1' },
    { action: 'crop:dataset:activate', describe: '启用/归档数据集', type: '1', status: '1' },
  ] as const;
  beforeEach(() => {
    permissionStore.allAuth = [...rules];
    permissionStore.auth = [];
  });

  it('lists datasets with kind, nature and state, and hides import and activate without the buttons', async () => {
    const http = serve();
    renderKit(<DatasetListPage />);
    expect(await screen.findByText('FAO crop yields')).toBeInTheDocument();
    expect(screen.getAllByText('单产历史').length).toBeGreaterThan(0);
    expect(screen.getByText('合成演示数据')).toBeInTheDocument();
    expect(screen.getByText('1961–2018（58期）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导入单产历史、指标或产量估算/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '启用' })).toBeNull();
    expect(screen.queryByRole('button', { name: '归档' })).toBeNull();
    http.restore();
  });

  it('activates a draft with crop:dataset:activate and offers the import with crop:dataset:import', async () => {
    permissionStore.auth = rules.map((r) => ({ action: r.action, describe: r.describe, type: '1' }));
    const http = serve();
    renderKit(<DatasetListPage />);
    await screen.findByText('测试单产');
    expect(screen.getByRole('button', { name: /导入单产历史、指标或产量估算/ })).toBeInTheDocument();
    // Only the draft can be activated; the two active datasets can be archived.
    expect(screen.getAllByRole('button', { name: '归档' })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '启用' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/crop/dataset/activate')?.data).toMatchObject({ id: 'd1' }),
    );
    http.restore();
  });

  it('names the three kinds the import button imports, in both languages', async () => {
    permissionStore.auth = rules.map((r) => ({ action: r.action, describe: r.describe, type: '1' }));
    const zh = serve();
    const first = renderKit(<DatasetListPage />);
    expect(await screen.findByRole('button', { name: /导入单产历史、指标或产量估算/ })).toBeInTheDocument();
    first.unmount();
    zh.restore();
    const en = serve();
    renderKit(<DatasetListPage />, { language: 'en-US' });
    const button = await screen.findByRole('button', {
      name: /Import yield history, indicators or production estimates/,
    });
    fireEvent.click(button);
    // The modal offers exactly these three kinds.
    expect(await screen.findByText('Import yield history')).toBeInTheDocument();
    for (const kind of ['Yield history', 'Agroclimatic and agronomic indicators', 'Production estimates'])
      expect(screen.getByTitle(kind)).toBeInTheDocument();
    en.restore();
  });

  it('imports indicator tables and production estimates too: the kind picks the layout and its template', async () => {
    permissionStore.auth = rules.map((r) => ({ action: r.action, describe: r.describe, type: '1' }));
    const http = serve();
    renderKit(<DatasetListPage />);
    fireEvent.click(await screen.findByRole('button', { name: /导入单产历史、指标或产量估算/ }));
    expect(await screen.findByText('导入单产历史数据')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('农业气象与农情指标'));
    expect(await screen.findByText('导入指标数据')).toBeInTheDocument();
    expect(screen.getByText(/Period（如 2025-JUL_OCT/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /下载模板（.xlsx）/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/crop/dataset/importTemplate')?.params).toMatchObject({
        kind: 'indicators',
        format: 'xlsx',
      }),
    );
    http.restore();
  });
});
