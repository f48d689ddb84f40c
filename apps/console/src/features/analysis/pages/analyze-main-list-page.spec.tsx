import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import { bulletin } from '../testing/bulletin-fixtures';
import { page } from '../testing/fixtures';
import { AnalyzeMainListPage } from './analyze-main-list-page';

const addRule = { action: 'analysis:analyze:add', describe: '新增分析', type: '1', status: '1' } as const;
const deleteRule = { action: 'analysis:analyze:delete', describe: '删除分析', type: '1', status: '1' } as const;

function serve() {
  return mockHttp((config) => {
    if (config.url === '/analysis/analyzeMain/list') return ok(page([bulletin]));
    if (config.url === '/analysis/analyzeMain/add') return ok({ ...bulletin, id: 'a2' }, { message: '添加成功！' });
    return ok(null);
  });
}

describe('AnalyzeMainListPage', () => {
  beforeEach(() => {
    permissionStore.allAuth = [addRule, deleteRule];
    permissionStore.auth = [];
  });

  it('lists analyses with period, stage, status and counts; read-only without the permissions', async () => {
    const http = serve();
    renderKit(<AnalyzeMainListPage />);
    const row = (await screen.findByText(bulletin.title)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('7–10月');
    expect(row).toHaveTextContent('灌浆');
    expect(row).toHaveTextContent('未生成');
    expect(row).toHaveTextContent('0/2');
    expect(within(row).getByRole('button', { name: '打开' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    http.restore();
  });

  it('validates the form, adds an analysis and opens it in the workspace', async () => {
    permissionStore.auth = [addRule];
    const http = serve();
    const { router } = renderKit(<AnalyzeMainListPage />, {
      routes: [{ path: '/analysis/notification', element: <p>workspace</p> }],
    });
    await screen.findByText(bulletin.title);
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('标题不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择监测时期')).toBeInTheDocument();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '监测时期' }));
    fireEvent.click(await screen.findByText('7–10月', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '2025年7–10月通报' } });
    fireEvent.change(within(dialog).getByLabelText('年份'), { target: { value: '2025' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/analyzeMain/add')?.data).toMatchObject({
        year: 2025,
        period: 'JUL_OCT',
        title: '2025年7–10月通报',
        lang: 'zh',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/analysis/notification'));
    expect(router.state.location.search).toBe('?id=a2');
    http.restore();
  });
});
