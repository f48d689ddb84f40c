import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcementSchema, type Announcement } from '@cropwatch/contract';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NOTICE_POLL_MS } from '../api/list-by-user';
import { NoticeBell } from './notice-bell';

// Full antd trees render slowly on a loaded 2-core machine; the default 5 s is too tight there.
vi.setConfig({ testTimeout: 20_000 });

const notice = (id: string, titile: string, msgCategory: '1' | '2', msgContent = '<p>正文</p>'): Announcement =>
  announcementSchema.parse({
    id,
    titile,
    msgContent,
    startTime: null,
    endTime: null,
    sender: 'admin',
    priority: 'H',
    msgCategory,
    msgType: 'ALL',
    sendStatus: '1',
    sendTime: '2024-05-02 15:30:42',
    cancelTime: null,
    delFlag: '0',
    createBy: 'admin',
    createTime: '2024-05-02 15:30:42',
    updateBy: null,
    updateTime: null,
    userIds: null,
    busType: null,
    busId: null,
    openType: null,
    openPage: null,
    msgAbstract: null,
  });

const lists = {
  anntMsgList: [notice('1', '系统升级通知', '1', '<p>今晚升级<script>window.hacked = true</script><img src=x onerror="window.hacked=true"></p>')],
  anntMsgTotal: 1,
  sysMsgList: [notice('2', '任务完成', '2'), notice('3', '导入完成', '2')],
  sysMsgTotal: 2,
};

describe('NoticeBell', () => {
  afterEach(() => vi.useRealTimers());

  it('shows both tabs with their counts and opens a sanitised read-only detail', async () => {
    const http = mockHttp(() => ok(lists));
    renderWithProviders(<NoticeBell />);
    await userEvent.click(await screen.findByRole('button', { name: '消息通知' }));
    expect(await screen.findByText('通知(1)')).toBeInTheDocument();
    expect(screen.getByText('系统消息(2)')).toBeInTheDocument();
    await userEvent.click(await screen.findByText('系统升级通知'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('今晚升级');
    expect(dialog).toHaveTextContent('admin');
    expect(dialog).toHaveTextContent('2024-05-02 15:30:42');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    http.restore();
  });

  it('polls every 6000 ms and stops polling after a failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const http = mockHttp(() => (++calls === 1 ? ok(lists) : fail('查询失败')));
    renderWithProviders(<NoticeBell />);
    await waitFor(() => expect(calls).toBe(1));
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS);
    await waitFor(() => expect(calls).toBe(2));
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 3);
    expect(calls).toBe(2);
    http.restore();
  });
});
