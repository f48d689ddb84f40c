import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnalysisItem } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import { buildItem, bulletin } from '../testing/bulletin-fixtures';
import { mpzChapter, page } from '../testing/fixtures';
import { groupByChapter, NotificationAnalysisPage } from './notification-analysis-page';

const generateRule = {
  action: 'analysis:notification:generate',
  describe: '生成通报',
  type: '1',
  status: '1',
} as const;
const addRule = { action: 'analysis:analyze:add', describe: '新增分析', type: '1', status: '1' } as const;

const nam = buildItem();
const sas = buildItem({
  id: 'i2',
  zoneId: 'z2',
  zoneCode: 'SAS',
  zoneNameZh: '南亚',
  zoneNameEn: 'South Asia',
  status: 'FAILED',
  errorMessage: '区域没有指标数据：SAS',
});
const usa = buildItem({
  id: 'i3',
  chapterCode: 'CH3_COUNTRY',
  chapterNameZh: '主要国家',
  chapterNameEn: 'Main countries',
  zoneCode: 'USA',
  zoneNameZh: '美国',
});

/**
 * The emulator as the workspace sees it: `generate` queues the chapter; `progress` answers "waiting" twice,
 * then generated, and the item list follows the same clock.
 */
function serve() {
  let polls = 0;
  let generated = false;
  const rows = (): AnalysisItem[] =>
    generated && polls > 2
      ? [
          { ...nam, status: 'GENERATED', version: 1, generatedText: '北美洲降水偏多12%。\n\n气温接近常年。' },
          { ...sas, status: 'GENERATED', errorMessage: null, version: 1, generatedText: '南亚正常。' },
          usa,
        ]
      : generated
        ? [{ ...nam, status: 'WAITING' }, { ...sas, status: 'WAITING' }, usa]
        : [nam, sas, usa];
  const counts = () => {
    const r = rows();
    const n = (s: AnalysisItem['status']) => r.filter((x) => x.status === s).length;
    return {
      total: 3,
      notGenerated: n('NOT_GENERATED'),
      waiting: n('WAITING'),
      generated: n('GENERATED'),
      failed: n('FAILED'),
    };
  };
  const http = mockHttp((config) => {
    if (config.url === '/analysis/analyzeMain/list') return ok(page([bulletin]));
    if (config.url === '/analysis/analyzeMain/queryById') return ok({ ...bulletin, counts: counts() });
    if (config.url === '/analysis/analyzeItem/list') return ok(page(rows()));
    if (config.url === '/analysis/chapter/list') return ok(page([mpzChapter]));
    if (config.url === '/analysis/analyzeMain/progress') {
      if (generated) polls += 1;
      const r = rows();
      return ok({
        status: counts().waiting ? 'GENERATING' : 'NOT_GENERATED',
        counts: counts(),
        items: r.map(({ id, status, errorMessage, version, updateTime }) => ({
          id,
          status,
          errorMessage,
          version,
          updateTime,
        })),
      });
    }
    if (config.url === '/analysis/analyzeMain/generate') {
      generated = true;
      return ok({ queued: 2, skipped: 0 }, { message: '已加入生成队列：2项' });
    }
    if (config.url === '/analysis/analyzeItem/versions')
      return ok([
        {
          id: 'v1',
          itemId: 'i1',
          version: 1,
          text: '北美洲降水偏多12%。',
          origin: 'generated',
          model: 'offline',
          createBy: 'admin',
          createTime: '2026-11-22 10:00:00',
        },
      ]);
    if (config.url === '/analysis/analyzeItem/saveText') return ok(null, { message: '保存成功！' });
    if (config.url === '/analysis/analyzeMain/exportDocx')
      return {
        data: new Blob([JSON.stringify({ success: false, message: '未找到对应数据', code: 500 })], {
          type: 'application/json',
        }),
      };
    return ok(null);
  });
  return { ...http, polls: () => http.requests.filter((r) => r.url === '/analysis/analyzeMain/progress').length };
}

describe('groupByChapter', () => {
  it('keeps the server order and groups items by chapter in order of appearance', () => {
    const groups = groupByChapter([nam, usa, sas], (i) => i.chapterCode);
    expect(groups.map((g) => [g.code, g.items.map((i) => i.id)])).toEqual([
      ['CH2_MPZ', ['i1', 'i2']],
      ['CH3_COUNTRY', ['i3']],
    ]);
  });
});

describe('NotificationAnalysisPage', () => {
  beforeEach(() => {
    permissionStore.allAuth = [generateRule, addRule];
    permissionStore.auth = [];
  });

  it('shows the items by chapter with their statuses, and no commands without the permissions', async () => {
    const http = serve();
    renderKit(<NotificationAnalysisPage />, { route: '/analysis/notification?id=a1' });
    expect(await screen.findByTestId('analysis-title')).toHaveTextContent(bulletin.title);
    expect(screen.getByText('2025年7–10月')).toBeInTheDocument();
    expect(screen.getByText('灌浆')).toBeInTheDocument();
    expect(screen.getByTestId('analysis-dataset')).toHaveTextContent('数据集：CropWatch GPT demo data (synthetic) v1');
    const mpz = await screen.findByTestId('chapter-CH2_MPZ');
    expect(within(mpz).getByText('2 主产区作物与环境状况')).toBeInTheDocument();
    expect(within(mpz).getByText('北美洲')).toBeInTheDocument();
    expect(within(mpz).getByText('生成失败')).toBeInTheDocument();
    expect(within(mpz).getByText('未生成')).toBeInTheDocument();
    expect(within(screen.getByTestId('chapter-CH3_COUNTRY')).getByText('美国')).toBeInTheDocument();
    // The failed run's error is in the tag's tooltip.
    fireEvent.mouseEnter(within(mpz).getByText('生成失败'));
    expect(await screen.findByText('区域没有指标数据：SAS')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '全部生成' })).toBeNull();
    expect(screen.queryByRole('button', { name: '生成本章' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增条目/ })).toBeNull();
    // Nothing waits: one progress answer, no polling.
    await new Promise((r) => setTimeout(r, 1500));
    expect(http.polls()).toBe(1);
    http.restore();
  });

  it('generates a chapter, polls while items wait, refreshes them and stops polling', async () => {
    permissionStore.auth = [generateRule];
    const http = serve();
    renderKit(<NotificationAnalysisPage />, { route: '/analysis/notification?id=a1' });
    const mpz = await screen.findByTestId('chapter-CH2_MPZ');
    expect(screen.queryByRole('button', { name: /新增条目/ })).toBeNull();
    fireEvent.click(within(mpz).getByRole('button', { name: '生成本章' }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/analyzeMain/generate')?.data).toEqual({
        id: 'a1',
        chapterCode: 'CH2_MPZ',
      }),
    );
    expect(await within(mpz).findAllByText('等待结果')).toHaveLength(2);
    await waitFor(() => expect(within(mpz).getAllByText('已生成')).toHaveLength(2), { timeout: 8000 });
    expect(screen.getByTestId('analysis-counts')).toHaveTextContent('2/3 已生成 · 0 等待 · 0 失败');
    const settled = http.polls();
    await new Promise((r) => setTimeout(r, 2500));
    expect(http.polls()).toBe(settled);
    http.restore();
  });

  it('opens an item text as paragraphs with its versions, and saves a hand edit', async () => {
    permissionStore.auth = [generateRule];
    const http = serve();
    renderKit(<NotificationAnalysisPage />, { route: '/analysis/notification?id=a1' });
    const mpz = await screen.findByTestId('chapter-CH2_MPZ');
    fireEvent.click(within(mpz).getByRole('button', { name: '生成本章' }));
    await waitFor(() => expect(within(mpz).getAllByText('已生成')).toHaveLength(2), { timeout: 8000 });
    fireEvent.click(within(mpz).getAllByRole('button', { name: '查看内容' })[0]);
    const drawer = await screen.findByRole('dialog');
    const paragraphs = within(drawer).getAllByTestId('item-text')[0].querySelectorAll('.ant-typography');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['北美洲降水偏多12%。', '气温接近常年。']);
    expect(await within(drawer).findByText('offline')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: '编辑内容' }));
    fireEvent.change(await within(drawer).findByLabelText('内容'), {
      target: { value: '北美洲降水偏多12%，利于灌浆。' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存为新版本' }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/analyzeItem/saveText')?.data).toEqual({
        id: 'i1',
        text: '北美洲降水偏多12%，利于灌浆。',
      }),
    );
    http.restore();
  });

  it('exports the bulletin as Word, and says so when the download is refused', async () => {
    const http = serve();
    renderKit(<NotificationAnalysisPage />, { route: '/analysis/notification?id=a1' });
    fireEvent.click(await screen.findByRole('button', { name: /导出 Word/ }));
    expect(await screen.findByText('文件下载失败')).toBeInTheDocument();
    expect(http.requests.find((r) => r.url === '/analysis/analyzeMain/exportDocx')?.params).toMatchObject({ id: 'a1' });
    http.restore();
  });

  it('opens the newest analysis when the address names none', async () => {
    const http = serve();
    const { router } = renderKit(<NotificationAnalysisPage />, { route: '/analysis/notification' });
    expect(await screen.findByTestId('analysis-title')).toHaveTextContent(bulletin.title);
    expect(router.state.location.search).toBe('?id=a1');
    http.restore();
  });
});
