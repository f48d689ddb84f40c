import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { myAnnouncementSendSchema, type MyAnnouncementSend } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { mockHttp, ok } from '../../../testing/mock-http';
import UserAnnouncementListPage from './user-announcement-list-page';

const row = (id: string, titile: string, readFlag: '0' | '1'): MyAnnouncementSend =>
  myAnnouncementSendSchema.parse({
    id: `s-${id}`,
    anntId: id,
    userId: 'u1',
    titile,
    msgContent: `<p>${titile}正文</p>`,
    sender: 'admin',
    priority: 'H',
    readFlag,
    sendTime: '2026-05-02 15:30:42',
    msgCategory: '1',
    busId: null,
    busType: null,
    openType: null,
    openPage: null,
    msgAbstract: null,
    bizSource: null,
    pageNo: null,
    pageSize: null,
  });

function serve() {
  let rows = [row('a1', '墒情复核', '0'), row('a2', '系统维护通知', '1')];
  const http = mockHttp((config) => {
    if (config.url === '/sys/sysAnnouncementSend/readAll') {
      rows = rows.map((r) => ({ ...r, readFlag: '1' }));
      return ok(null, { code: 0, message: '全部已读' });
    }
    if (config.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId') return ok(null, { code: 0 });
    return ok({ records: rows, total: rows.length, size: 10, current: 1, pages: 1 }, { code: 0 });
  });
  const lists = () => http.requests.filter((r) => r.url === '/sys/sysAnnouncementSend/getMyAnnouncementSend');
  return { http, lists };
}

describe('UserAnnouncementListPage', () => {
  it("lists the user's announcements with their read state and filters by the typed title as is", async () => {
    const { http, lists } = serve();
    renderKit(<UserAnnouncementListPage />);
    const unreadRow = (await screen.findByText('墒情复核')).closest('tr') as HTMLElement;
    expect(within(unreadRow).getByText('未读')).toBeInTheDocument();
    expect(within(unreadRow).getByText('紧急')).toBeInTheDocument();
    expect(within(screen.getByText('系统维护通知').closest('tr') as HTMLElement).getByText('已读')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('标题'), '墒情');
    await userEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(lists().at(-1)?.params).toMatchObject({ titile: '墒情', pageNo: 1 }));
    http.restore();
  });

  it('opens an unread announcement, marking it read; a read one is only shown', async () => {
    const { http } = serve();
    renderKit(<UserAnnouncementListPage />);
    const unreadRow = (await screen.findByText('墒情复核')).closest('tr') as HTMLElement;
    await userEvent.click(within(unreadRow).getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('墒情复核正文');
    const marks = () => http.requests.filter((r) => r.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId');
    await waitFor(() => expect(marks()).toHaveLength(1));
    expect(marks()[0]).toMatchObject({ method: 'PUT', data: { anntId: 'a1' } });
    await userEvent.click(screen.getAllByRole('button', { name: /关\s*闭/ })[0]);
    const readRow = screen.getByText('系统维护通知').closest('tr') as HTMLElement;
    await userEvent.click(within(readRow).getByRole('button', { name: /查\s*看/ }));
    await screen.findByText('系统维护通知正文');
    expect(marks()).toHaveLength(1);
    http.restore();
  });

  it('marks everything read and shows the list again', async () => {
    const { http, lists } = serve();
    renderKit(<UserAnnouncementListPage />);
    await screen.findByText('墒情复核');
    const before = lists().length;
    await userEvent.click(screen.getByRole('button', { name: /全部标注已读/ }));
    await waitFor(() => expect(http.requests.some((r) => r.url === '/sys/sysAnnouncementSend/readAll')).toBe(true));
    await waitFor(() => expect(lists().length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('未读')).not.toBeInTheDocument());
    http.restore();
  });
});
