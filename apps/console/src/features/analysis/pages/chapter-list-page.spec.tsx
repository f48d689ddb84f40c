import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import { mpzChapter, page } from '../testing/fixtures';
import { ChapterListPage } from './chapter-list-page';

function serve() {
  return mockHttp((config) => {
    if (config.url === '/analysis/chapter/list') return ok(page([mpzChapter]), { code: 0 });
    if (config.url === '/analysis/chapter/add') return ok({ ...mpzChapter, id: 'c9', code: 'CH9_TEST' });
    if (config.url === '/analysis/chapter/edit') return ok(mpzChapter);
    return ok(null);
  });
}

describe('ChapterListPage', () => {
  const rule = { action: 'analysis:chapter:edit', describe: '编辑章节', type: '1', status: '1' } as const;
  beforeEach(() => {
    permissionStore.allAuth = [rule];
    permissionStore.auth = [];
  });

  it('lists chapters in bulletin order and hides the edit actions without analysis:chapter:edit', async () => {
    const http = serve();
    renderKit(<ChapterListPage />);
    expect(await screen.findByText('主产区作物与环境状况')).toBeInTheDocument();
    expect(http.requests.find((r) => r.url === '/analysis/chapter/list')?.params).toMatchObject({
      column: 'sortNo',
      order: 'asc',
    });
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    http.restore();
  });

  it('checks the form, adds a chapter and refreshes the list', async () => {
    permissionStore.auth = [{ action: rule.action, describe: rule.describe, type: '1' }];
    const http = serve();
    renderKit(<ChapterListPage />);
    await screen.findByText('主产区作物与环境状况');
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('新增章节');
    fireEvent.change(within(dialog).getByLabelText('章节编码'), { target: { value: '9x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('章节编码只能包含大写字母、数字和下划线，且以字母开头')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入中文名称')).toBeInTheDocument();
    // Lower case is raised as it is typed: codes are upper case.
    fireEvent.change(within(dialog).getByLabelText('章节编码'), { target: { value: 'ch9_test' } });
    fireEvent.change(within(dialog).getByLabelText('中文名称'), { target: { value: '测试章节' } });
    fireEvent.change(within(dialog).getByLabelText('英文名称'), { target: { value: 'Test chapter' } });
    const lists = () => http.requests.filter((r) => r.url === '/analysis/chapter/list').length;
    const before = lists();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/chapter/add')?.data).toMatchObject({
        code: 'CH9_TEST',
        nameZh: '测试章节',
        nameEn: 'Test chapter',
        sortNo: 0,
      }),
    );
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    http.restore();
  });

  it('edits a chapter without sending its sections, so the server keeps them', async () => {
    permissionStore.auth = [{ action: rule.action, describe: rule.describe, type: '1' }];
    const http = serve();
    renderKit(<ChapterListPage />);
    await screen.findByText('主产区作物与环境状况');
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('小节保持不变（共 2 节）。');
    fireEvent.change(within(dialog).getByLabelText('排序'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.requests.find((r) => r.url === '/analysis/chapter/edit')).toBeDefined());
    const sent = http.requests.find((r) => r.url === '/analysis/chapter/edit')?.data as Record<string, unknown>;
    expect(sent).toMatchObject({ id: 'c2', code: 'CH2_MPZ', sortNo: 4 });
    expect(sent).not.toHaveProperty('sections');
    http.restore();
  });
});
