import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NotificationPage } from './notification-page';

describe('notification settings', () => {
  let mock: ReturnType<typeof mockHttp> | undefined;
  afterEach(() => mock?.restore());

  it('shows the saved kinds and saves a switched one with the others kept', async () => {
    const user = userEvent.setup({ delay: null });
    mock = mockHttp((config) =>
      config.method === 'put'
        ? ok({ layout: null, notify: { system: true, announcement: false, task: false } }, { message: '保存成功' })
        : ok({ layout: null, notify: { system: true, announcement: true, task: false } }),
    );
    renderWithProviders(<NotificationPage />, {
      path: '/account/settings/notification',
      route: '/account/settings/notification',
    });
    const announcements = await screen.findByRole('switch', { name: '通知公告' });
    expect(announcements).toBeChecked();
    expect(screen.getByRole('switch', { name: '任务与分析完成' })).not.toBeChecked();
    await user.click(announcements);
    expect(await screen.findByText('通知设置已保存')).toBeInTheDocument();
    expect(mock.requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/sys/user/account/setting',
      data: { notify: { system: true, announcement: false, task: false } },
    });
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: '通知公告' })).not.toBeChecked());
  });
});
