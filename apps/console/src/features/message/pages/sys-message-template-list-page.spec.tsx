import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageTemplateSchema, type MessageTemplate } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { mockHttp, ok } from '../../../testing/mock-http';
import SysMessageTemplateListPage from './sys-message-template-list-page';

const template = (id: string, templateName: string, useStatus: MessageTemplate['useStatus']): MessageTemplate =>
  messageTemplateSchema.parse({
    id,
    templateCode: `code_${id}`,
    templateName,
    templateContent: '内容',
    templateTestJson: null,
    templateType: '1',
    useStatus,
    createBy: 'admin',
    createTime: '2026-05-01 10:00:00',
    updateBy: null,
    updateTime: null,
  });

describe('SysMessageTemplateListPage', () => {
  it('applies and stops templates with {id, useStatus} as the 3.4.0 list does, and refuses to edit an applied one', async () => {
    const rows = [template('t1', '任务提醒', null), template('t2', '速报发布', '1')];
    const http = mockHttp((config) => {
      if (config.url === '/sys/message/sysMessageTemplate/edit') return ok('更新成功！', { message: '更新成功！' });
      return ok({ records: rows, total: 2, size: 10, current: 1, pages: 1 });
    });
    renderKit(<SysMessageTemplateListPage />);
    const fresh = (await screen.findByText('任务提醒')).closest('tr') as HTMLElement;
    const applied = screen.getByText('速报发布').closest('tr') as HTMLElement;
    expect(within(fresh).getByText('否')).toBeInTheDocument();
    expect(within(applied).getByText('是')).toBeInTheDocument();

    await userEvent.click(within(fresh).getByRole('button', { name: /应\s*用/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/sys/message/sysMessageTemplate/edit')?.data).toEqual({
        id: 't1',
        useStatus: '1',
      }),
    );
    expect(await screen.findByText('更新成功！')).toBeInTheDocument();

    await userEvent.click(within(applied).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() =>
      expect(http.requests.filter((r) => r.url === '/sys/message/sysMessageTemplate/edit').at(-1)?.data).toEqual({
        id: 't2',
        useStatus: '0',
      }),
    );

    await userEvent.click(within(applied).getByRole('button', { name: /编\s*辑/ }));
    expect(await screen.findByText('此模板已被应用，禁止编辑!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    http.restore();
  });

  it('refuses to delete an applied template as the 3.4.0 list does, and deletes one not applied', async () => {
    const rows = [template('t1', '任务提醒', '0'), template('t2', '速报发布', '1')];
    const http = mockHttp((config) => {
      if (config.url === '/sys/message/sysMessageTemplate/delete') return ok('删除成功!');
      return ok({ records: rows, total: 2, size: 10, current: 1, pages: 1 });
    });
    renderKit(<SysMessageTemplateListPage />);
    const deleteRow = async (name: string) => {
      const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
      await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
      const confirm = (await screen.findAllByRole('tooltip')).at(-1)!;
      await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    };
    const deletes = () => http.requests.filter((r) => r.url === '/sys/message/sysMessageTemplate/delete');

    await deleteRow('速报发布');
    expect(await screen.findByText('该模板已被应用禁止删除!')).toBeInTheDocument();
    expect(deletes()).toHaveLength(0);

    await deleteRow('任务提醒');
    await waitFor(() => expect(deletes().map((r) => r.params)).toEqual([expect.objectContaining({ id: 't1' })]));
    http.restore();
  });

  it('refuses a batch delete that holds an applied template, before asking to confirm', async () => {
    const rows = [template('t1', '任务提醒', '0'), template('t2', '速报发布', '1')];
    const http = mockHttp(() => ok({ records: rows, total: 2, size: 10, current: 1, pages: 1 }));
    renderKit(<SysMessageTemplateListPage />);
    for (const name of ['任务提醒', '速报发布']) {
      const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
      await userEvent.click(within(row).getByRole('checkbox', { name: '选择此行' }));
    }
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('该模板已被应用禁止删除!')).toBeInTheDocument();
    expect(screen.queryByText('确定要删除这 2 项吗?')).not.toBeInTheDocument();
    expect(http.requests.some((r) => r.url === '/sys/message/sysMessageTemplate/deleteBatch')).toBe(false);
    http.restore();
  });
});
