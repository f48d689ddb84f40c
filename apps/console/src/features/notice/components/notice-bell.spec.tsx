import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcementSchema, type Announcement } from '@cropwatch/contract';
import { sessionStore } from '../../../stores/session';
import { buildUser } from '../../../testing/builders';
import { fail, mockHttp, ok, spyFeedback } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NOTICE_POLL_MS } from '../api/list-by-user';
import { NoticeBell } from './notice-bell';

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
  anntMsgList: [
    notice(
      '1',
      '系统升级通知',
      '1',
      '<p>今晚升级<script>window.hacked = true</script><img src=x onerror="window.hacked=true"></p>',
    ),
  ],
  anntMsgTotal: 1,
  sysMsgList: [notice('2', '任务完成', '2'), notice('3', '导入完成', '2')],
  sysMsgTotal: 2,
};

/** Stands in for the browser's WebSocket: records what the bell opened and lets the test push frames. */
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeWebSocket.instances.push(this);
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
  accept(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  push(frame: object): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

describe('NoticeBell', () => {
  // The bell polls only within a session.
  beforeEach(() => {
    sessionStore.token = 'tok';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStore.token = '';
    sessionStore.info = null;
  });

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

  it('stops polling as soon as the session ends (sign-out), without a call answered 401', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const http = mockHttp(() => (++calls, ok(lists)));
    renderWithProviders(<NoticeBell />);
    await waitFor(() => expect(calls).toBe(1));
    act(() => {
      sessionStore.token = '';
    });
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 3);
    expect(calls).toBe(1);
    http.restore();
  });

  it('marks an opened notice read, which lowers the count', async () => {
    let unread = true;
    const http = mockHttp((config) => {
      if (config.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId') {
        unread = false;
        return ok(null, { code: 0 });
      }
      return ok(unread ? lists : { ...lists, anntMsgList: [], anntMsgTotal: 0 });
    });
    renderWithProviders(<NoticeBell />);
    const bell = await screen.findByRole('button', { name: '消息通知' });
    await waitFor(() => expect(bell).toHaveAttribute('data-count', '3'));
    await userEvent.click(bell);
    await userEvent.click(await screen.findByText('系统升级通知'));
    await screen.findByRole('dialog');
    const put = http.requests.find((r) => r.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId');
    expect(put).toMatchObject({ method: 'PUT', data: { anntId: '1' } });
    await waitFor(() => expect(bell).toHaveAttribute('data-count', '2'));
    http.restore();
  });

  it('opens the notification socket with the token and refreshes on a push, announcing it', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.instances = [];
    sessionStore.token = 'jwt-1';
    sessionStore.info = buildUser({ id: 'u-42' });
    let calls = 0;
    const http = mockHttp(() => {
      calls += 1;
      return ok(lists);
    });
    const view = renderWithProviders(<NoticeBell />);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    // After mounting: the providers bind antd's own feedback API on mount.
    const feedbackSpy = spyFeedback();
    const socket = FakeWebSocket.instances[0];
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/jeecg-boot\/websocket\/u-42$/);
    expect(socket.protocols).toEqual(['jwt-1']);
    await waitFor(() => expect(calls).toBeGreaterThan(0));
    const before = calls;
    socket.accept();
    socket.push({ cmd: 'user', msgId: '9', msgTxt: '紧急：墒情复核' });
    await waitFor(() => expect(calls).toBeGreaterThan(before));
    expect(feedbackSpy.notification.info).toHaveBeenCalledWith(
      expect.objectContaining({ title: '您有一条新消息', description: '紧急：墒情复核' }),
    );
    // The "all read" broadcast names no announcement: a refresh, no notification.
    socket.push({ cmd: 'topic' });
    expect(feedbackSpy.notification.info).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(socket.readyState).toBe(3);
    feedbackSpy.unbind();
    http.restore();
  });
});
