import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../components/testing/render-kit';
import type { RequestConfig } from '../../../lib/http';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { PositionModal } from './position-modal';

const ranks = [
  { value: '1', text: '员级' },
  { value: '3', text: '中级' },
];

const server = (taken: string) => (config: RequestConfig) => {
  const params = (config.params ?? {}) as Record<string, string>;
  if (config.url?.startsWith('/sys/dict/getDictItems/')) return ok(ranks, { code: 0 });
  if (config.url === '/sys/duplicate/check')
    return params.fieldVal === taken ? fail('该值不可用，系统中已存在！') : ok('该值可用！');
  if (config.url === '/sys/position/add') return ok(null, { message: '添加成功！' });
  return ok(null);
};

describe('PositionModal', () => {
  it('refuses a code already in use, then adds the position with its rank', async () => {
    const http = mockHttp(server('CEO'));
    const onClose = vi.fn();
    renderKit(<PositionModal position={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: '新增职务' });
    await userEvent.type(within(dialog).getByLabelText('职务名称'), '技术总监');
    const code = within(dialog).getByLabelText('职务编码');
    await userEvent.type(code, 'CEO');
    await userEvent.tab();
    expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, 'CTO');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByLabelText('职级'));
    await userEvent.click(await screen.findByTitle('中级'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(http.requests.find((r) => r.url === '/sys/position/add')?.data).toEqual({
      name: '技术总监',
      code: 'CTO',
      postRank: '3',
    });
    http.restore();
  });

  it('requires a name, a code and a rank', async () => {
    const http = mockHttp(server(''));
    renderKit(<PositionModal position={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '新增职务' });
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入职务名称!')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入职务编码!')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择职级!')).toBeInTheDocument();
    expect(http.requests.some((r) => r.url === '/sys/position/add')).toBe(false);
    http.restore();
  });
});
