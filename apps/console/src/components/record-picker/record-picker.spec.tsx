import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockHttp, ok } from '../../testing/mock-http';
import { renderKit } from '../testing/render-kit';
import { RECORD_PICKER_WIDTH, RecordPicker } from './record-picker';

const crops = Array.from({ length: 7 }, (_, i) => ({ id: `c${i + 1}`, name: `作物${i + 1}`, code: `C0${i + 1}` }));

function serve() {
  return mockHttp((config) => {
    const params = config.params as Record<string, string | number>;
    if (typeof params.id === 'string') {
      const ids = params.id.split(',').filter(Boolean);
      return ok(
        crops.filter((c) => ids.includes(c.id)),
        { code: 0 },
      );
    }
    const size = Number(params.pageSize);
    const from = (Number(params.pageNo) - 1) * size;
    return ok(
      { records: crops.slice(from, from + size), total: crops.length, size, current: params.pageNo, pages: 2 },
      { code: 0 },
    );
  });
}

const props = {
  listUrl: '/crop/list',
  columns: [
    { title: '名称', dataIndex: 'name' },
    { title: '编码', dataIndex: 'code' },
  ],
  textKey: 'name',
};

describe('RecordPicker', () => {
  it('shows the names of the current value and picks rows in a paged table with a selected list', async () => {
    const http = serve();
    const onChange = vi.fn();
    renderKit(<RecordPicker {...props} value="c1,c2" onChange={onChange} />);
    expect(await screen.findByText('作物2')).toBeInTheDocument();
    expect(http.requests[0].params).toMatchObject({ id: 'c1,c2,', pageNo: 1, pageSize: 2 });

    fireEvent.click(screen.getByRole('button', { name: '选 择' }));
    const dialog = await screen.findByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe(`${RECORD_PICKER_WIDTH}px`);
    await within(dialog).findByText('作物5');
    const listCall = http.requests.find((r) => r.params.pageSize === 5);
    expect(listCall?.params).toMatchObject({ pageNo: 1, pageSize: 5, column: 'createTime', order: 'desc' });
    expect(within(dialog).getByText('1-5 共7条')).toBeInTheDocument();

    const selected = within(dialog).getByTestId('record-picker-selected');
    expect(within(selected).getByText('作物1')).toBeInTheDocument();
    fireEvent.click(within(selected).getAllByRole('button', { name: '移除' })[0]);
    await waitFor(() => expect(within(selected).queryByText('作物1')).toBeNull());
    fireEvent.click(within(within(dialog).getByText('作物3').closest('tr') as HTMLElement).getByRole('checkbox'));
    await within(selected).findByText('作物3');

    fireEvent.change(within(dialog).getByRole('textbox', { name: '请输入关键字' }), { target: { value: '作物' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(http.requests.at(-1)?.params).toMatchObject({ name: '*作物*', pageNo: 1 }));

    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0][0]).toBe('c2,c3');
    http.restore();
  });

  it('needs exactly one row in single mode', async () => {
    const http = serve();
    const onChange = vi.fn();
    renderKit(<RecordPicker {...props} multiple={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '选 择' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('作物1');
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择一条记录')).toBeInTheDocument();
    fireEvent.click(within(within(dialog).getByText('作物2').closest('tr') as HTMLElement).getByRole('radio'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('c2', [crops[1]]));
    http.restore();
  });
});
