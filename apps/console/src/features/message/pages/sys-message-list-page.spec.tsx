import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sysMessageListRecordSchema, type SysMessageListRecord } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { mockHttp, ok } from '../../../testing/mock-http';
import SysMessageListPage from './sys-message-list-page';

const message = (id: string, esTitle: string, esSendStatus: '0' | '1' | '2', esContent: string): SysMessageListRecord =>
  sysMessageListRecordSchema.parse({
    id,
    esTitle,
    esContent,
    esParam: null,
    esReceiver: 'analyst',
    esResult: esSendStatus === '2' ? '邮件服务未配置' : null,
    esSendNum: esSendStatus === '0' ? 0 : 1,
    esSendStatus,
    esSendTime: esSendStatus === '1' ? '2026-05-02 15:30:42' : null,
    esType: esSendStatus === '2' ? 'email' : 'system',
    remark: null,
    createBy: 'admin',
    createTime: '2026-05-01 10:00:00',
    updateBy: null,
    updateTime: null,
    esSendStatus_dictText: '',
    esType_dictText: '',
  });

describe('SysMessageListPage', () => {
  it('shows the delivery state, retries only what was not sent, and shows a message safely', async () => {
    const rows = [
      message('m1', '任务提醒', '2', '第一行\n第二行'),
      message('m2', '速报发布', '1', '<p>速报<img src=x onerror="window.hacked=1"></p>'),
    ];
    const http = mockHttp((config) => {
      if (config.url === '/sys/message/sysMessage/resend') return ok('重发成功！', { message: '重发成功！' });
      return ok({ records: rows, total: 2, size: 10, current: 1, pages: 1 });
    });
    renderKit(<SysMessageListPage />);
    const failed = (await screen.findByText('任务提醒')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('发送失败')).toBeInTheDocument();
    expect(within(failed).getByText('邮件消息')).toBeInTheDocument();
    const sent = screen.getByText('速报发布').closest('tr') as HTMLElement;
    expect(within(sent).queryByRole('button', { name: /重\s*发/ })).not.toBeInTheDocument();

    await userEvent.click(within(failed).getByRole('button', { name: /重\s*发/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/sys/message/sysMessage/resend')).toMatchObject({
        params: { id: 'm1' },
      }),
    );
    expect(await screen.findByText('重发成功！')).toBeInTheDocument();

    await userEvent.click(within(sent).getByRole('button', { name: /详\s*情/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('速报');
    expect(dialog.querySelector('[onerror]')).toBeNull();
    http.restore();
  });
});
