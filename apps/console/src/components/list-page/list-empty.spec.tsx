import { screen, waitFor } from '@testing-library/react';
import { userList, type SysUser } from '@cropwatch/contract';
import { permissionStore } from '../../stores/permission';
import { mockHttp, ok } from '../../testing/mock-http';
import { renderKit } from '../testing/render-kit';
import { listBodyPhase } from './list-empty';
import { fieldsOf, ListPage } from './list-page';
import { useListPage } from './use-list-page';

describe('listBodyPhase', () => {
  it('is loading until an answer, empty after one, failed when the first request failed', () => {
    expect(listBodyPhase({ loading: true, answered: false })).toBe('loading');
    expect(listBodyPhase({ loading: false, answered: false })).toBe('loading');
    expect(listBodyPhase({ loading: false, answered: true })).toBe('empty');
    expect(listBodyPhase({ loading: true, answered: true })).toBe('empty');
    expect(listBodyPhase({ loading: false, answered: false, error: new Error('x') })).toBe('failed');
    expect(listBodyPhase({ loading: true, answered: false, error: new Error('x') })).toBe('loading');
  });
});

const columns = [{ title: '用户账号', dataIndex: 'username' }];

function EmptyList() {
  const list = useListPage<SysUser>({ url: { list: userList }, fields: fieldsOf(columns) });
  return <ListPage list={list} columns={columns} selectable={false} />;
}

describe('ListPage body before and after its first answer (issue #31)', () => {
  beforeEach(() => {
    localStorage.clear();
    permissionStore.auth = [];
    permissionStore.allAuth = [];
  });

  for (const [language, loading, empty] of [
    ['zh-CN', '加载中…', '暂无数据'],
    ['en-US', 'Loading…', 'No data'],
  ] as const)
    it(`shows the loading state while in flight and the empty state only after zero rows (${language})`, async () => {
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const http = mockHttp(async () => {
        await answered;
        return ok({ records: [], total: 0, size: 10, current: 1, pages: 0 });
      });
      renderKit(<EmptyList />, { language });
      expect(await screen.findByText(loading)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText(empty)).toBeNull();
      await waitFor(() => expect(http.requests).toHaveLength(1));
      expect(screen.queryByText(empty)).toBeNull();
      answer();
      expect(await screen.findByText(empty, { selector: '.ant-empty-description' })).toBeInTheDocument();
      expect(screen.queryByText(loading)).toBeNull();
      http.restore();
    });
});
