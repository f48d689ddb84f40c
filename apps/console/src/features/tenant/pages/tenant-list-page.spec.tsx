import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../components/testing/render-kit';
import type { RequestConfig } from '../../../lib/http';
import { buildTenant } from '../../../testing/builders';
import { mockHttp, ok } from '../../../testing/mock-http';
import { TenantListPage } from './tenant-list-page';

const tenants = [
  { ...buildTenant({ id: 1, name: '北京总部', status: 1 }), status_dictText: '正常' },
  { ...buildTenant({ id: 3, name: '西南试验站', status: 0 }), status_dictText: '冻结' },
];

const server = (config: RequestConfig) => {
  if (config.url === '/sys/tenant/list')
    return ok({ records: tenants, total: 2, size: 10, current: 1, pages: 1 }, { code: 0 });
  if (config.url === '/sys/tenant/edit') return ok(null, { message: '修改成功!' });
  if (config.url === '/sys/tenant/add') return ok(null, { message: '添加成功！' });
  if (config.url === '/sys/duplicate/check') return ok('该值可用！');
  return ok([]);
};

describe('TenantListPage', () => {
  it('freezes a tenant from its status switch with a partial edit', async () => {
    const http = mockHttp(server);
    renderKit(<TenantListPage />);
    const toggle = await screen.findByRole('switch', { name: '北京总部 的状态' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('switch', { name: '西南试验站 的状态' })).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(http.requests.some((r) => r.url === '/sys/tenant/edit')).toBe(true));
    const edit = http.requests.find((r) => r.url === '/sys/tenant/edit');
    expect(edit?.method).toBe('PUT');
    expect(edit?.data).toEqual({ id: 1, status: 0 });
    http.restore();
  });

  it('adds a tenant with its typed-in number after the uniqueness check', async () => {
    const http = mockHttp(server);
    renderKit(<TenantListPage />);
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    // antd's ids are all `test-id` under test, so the dialog's accessible name is not reliable here.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('新增租户');
    await userEvent.type(within(dialog).getByLabelText('租户编号'), '12');
    await userEvent.type(within(dialog).getByLabelText('租户名称'), '东北站');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.requests.some((r) => r.url === '/sys/tenant/add')).toBe(true));
    const check = http.requests.find((r) => r.url === '/sys/duplicate/check');
    expect(check?.params).toMatchObject({ tableName: 'sys_tenant', fieldName: 'id', fieldVal: '12' });
    expect(http.requests.find((r) => r.url === '/sys/tenant/add')?.data).toEqual({
      id: 12,
      name: '东北站',
      beginDate: null,
      endDate: null,
      status: 1,
    });
    http.restore();
  });
});
