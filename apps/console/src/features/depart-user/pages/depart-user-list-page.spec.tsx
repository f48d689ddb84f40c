import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../components/testing/render-kit';
import type { RequestConfig } from '../../../lib/http';
import { mockHttp, ok } from '../../../testing/mock-http';
import DepartUserListPage from './depart-user-list-page';

const node = {
  id: 'd1',
  key: 'd1',
  value: 'd1',
  title: '研发部',
  isLeaf: true,
  children: [],
  departName: '研发部',
  parentId: null,
};
const user = { id: 'u1', username: 'zhangwei', realname: '张伟', phone: null, orgCode: '研发部' };

const server = (leader: boolean) => (config: RequestConfig) => {
  if (config.url === '/sys/sysDepart/queryMyDeptTreeList')
    return ok(leader ? [node] : null, { message: leader ? '2' : '1' });
  if (config.url === '/sys/user/departUserList')
    return ok({ records: [user], total: 1, size: 10, current: 1, pages: 1 });
  if (config.url === '/sys/user/deleteUserInDepart') return ok(null, { message: '删除成功!' });
  return ok({ records: [], total: 0, size: 10, current: 1, pages: 0 });
};

describe('DepartUserListPage', () => {
  it('tells a user who heads no department so', async () => {
    const http = mockHttp(server(false));
    renderKit(<DepartUserListPage />);
    expect(await screen.findByText('您不是任何部门的负责人')).toBeInTheDocument();
    http.restore();
  });

  it('lists the users of a headed department and takes one out', async () => {
    const http = mockHttp(server(true));
    renderKit(<DepartUserListPage />);
    await userEvent.click(await screen.findByText('研发部'));
    const row = (await screen.findByText('zhangwei')).closest('tr')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: /移\s*出/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/sys/user/deleteUserInDepart')?.params).toEqual({
        depId: 'd1',
        userId: 'u1',
      }),
    );
    expect(screen.getByRole('tab', { name: '部门角色' })).toBeInTheDocument();
    http.restore();
  });
});
