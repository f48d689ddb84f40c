import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcementListRecordSchema, type AnnouncementListRecord } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import SysAnnouncementListPage from './sys-announcement-list-page';

const record = (id: string, titile: string, sendStatus: '0' | '1' | '2'): AnnouncementListRecord =>
  announcementListRecordSchema.parse({
    id,
    titile,
    msgContent: '<p>正文</p>',
    startTime: null,
    endTime: null,
    sender: sendStatus === '0' ? null : 'admin',
    priority: 'M',
    msgCategory: '1',
    msgType: 'ALL',
    sendStatus,
    sendTime: sendStatus === '0' ? null : '2026-05-02 15:30:42',
    cancelTime: null,
    delFlag: '0',
    createBy: 'admin',
    createTime: '2026-05-01 10:00:00',
    updateBy: null,
    updateTime: null,
    userIds: null,
    busType: null,
    busId: null,
    openType: null,
    openPage: null,
    msgAbstract: null,
    priority_dictText: '中',
    msgCategory_dictText: '通知公告',
    msgType_dictText: '全体用户',
    sendStatus_dictText: '',
  });

const CODES = ['announcement:add', 'announcement:release', 'announcement:revoke'];

/** The seed's show/hide buttons: every user sees a code unless it is enabled and not granted to them. */
function grant(codes: string[]) {
  permissionStore.allAuth = CODES.map((action) => ({ action, type: '1', status: '1' }));
  permissionStore.auth = codes.map((action) => ({ action, type: '1' }));
}

function serve() {
  const rows = [record('d1', '春播提醒草稿', '0'), record('p1', '系统维护通知', '1')];
  return mockHttp((config) => {
    if (config.url === '/sys/annountCement/doReleaseData') return ok(null, { message: '该系统通知发布成功' });
    if (config.url === '/sys/annountCement/list')
      return ok({ records: rows, total: rows.length, size: 10, current: 1, pages: 1 }, { code: 0 });
    return ok({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
  });
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('SysAnnouncementListPage', () => {
  afterEach(() => grant([]));

  it('offers edit and publish on drafts, revoke on published ones, and publishes after confirming', async () => {
    grant(CODES);
    const http = serve();
    renderKit(<SysAnnouncementListPage />);
    const draft = await rowOf('春播提醒草稿');
    expect(within(draft).getByText('未发布')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: /撤\s*销/ })).not.toBeInTheDocument();
    const published = await rowOf('系统维护通知');
    expect(within(published).getByRole('button', { name: /撤\s*销/ })).toBeInTheDocument();
    expect(within(published).queryByRole('button', { name: /发\s*布/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增/ })).toBeInTheDocument();

    await userEvent.click(within(draft).getByRole('button', { name: /发\s*布/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/sys/annountCement/doReleaseData')).toMatchObject({
        method: 'GET',
        params: { id: 'd1' },
      }),
    );
    expect(await screen.findByText('该系统通知发布成功')).toBeInTheDocument();
    http.restore();
  });

  it('hides the writes a user is not granted', async () => {
    grant([]);
    const http = serve();
    renderKit(<SysAnnouncementListPage />);
    const draft = await rowOf('春播提醒草稿');
    for (const name of [/编\s*辑/, /发\s*布/, /删\s*除/]) {
      expect(within(draft).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(await rowOf('系统维护通知')).queryByRole('button', { name: /撤\s*销/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增/ })).not.toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: /查\s*看/ })).toBeInTheDocument();
    http.restore();
  });
});
