import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import { NounAbbreviationListPage } from './noun-abbreviation-list-page';

const vcix = {
  id: 'a1',
  abbr: 'VCIx',
  fullEn: 'Maximum Vegetation Condition Index',
  fullZh: '最佳植被状况指数',
  definitionEn: null,
  definitionZh: null,
  category: 'indicator',
  sortNo: 1,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
};

function serve() {
  return mockHttp((config) => {
    if (config.url === '/chat/abbreviation/list')
      return ok({ records: [vcix], total: 1, size: 10, current: 1, pages: 1 }, { code: 0 });
    if (config.url === '/chat/abbreviation/add') return ok({ ...vcix, id: 'a2', abbr: 'CALF' });
    return ok(null);
  });
}

describe('NounAbbreviationListPage', () => {
  // The edit button exists system-wide (allAuth); the test grants it (auth) or not.
  const rule = { action: 'chat:abbreviation:edit', describe: '编辑缩写', type: '1', status: '1' } as const;
  beforeEach(() => {
    permissionStore.allAuth = [rule];
    permissionStore.auth = [];
  });

  it('lists abbreviations by sort order and hides the edit actions without chat:abbreviation:edit', async () => {
    const http = serve();
    renderKit(<NounAbbreviationListPage />);
    expect(await screen.findByText('最佳植被状况指数')).toBeInTheDocument();
    expect(http.requests.find((r) => r.url === '/chat/abbreviation/list')?.params).toMatchObject({
      column: 'sortNo',
      order: 'asc',
    });
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    http.restore();
  });

  it('adds an abbreviation after checking its form, and refreshes the list', async () => {
    permissionStore.auth = [{ action: rule.action, describe: rule.describe, type: '1' }];
    const http = serve();
    renderKit(<NounAbbreviationListPage />);
    await screen.findByText('最佳植被状况指数');
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    // antd gives every element the id `test-id` under test, so the dialog's accessible name is not its title here.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('新增名词缩写');
    fireEvent.change(within(dialog).getByLabelText('缩写'), { target: { value: '#bad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('缩写只能包含字母、数字、空格和 / & . -')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入中文全称')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('缩写'), { target: { value: 'CALF' } });
    fireEvent.change(within(dialog).getByLabelText('中文全称'), { target: { value: '耕地种植比例' } });
    fireEvent.change(within(dialog).getByLabelText('英文全称'), { target: { value: 'Cropped Arable Land Fraction' } });
    const lists = () => http.requests.filter((r) => r.url === '/chat/abbreviation/list').length;
    const before = lists();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/chat/abbreviation/add')?.data).toMatchObject({
        abbr: 'CALF',
        fullZh: '耕地种植比例',
        fullEn: 'Cropped Arable Land Fraction',
        sortNo: 0,
      }),
    );
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    http.restore();
  });
});
