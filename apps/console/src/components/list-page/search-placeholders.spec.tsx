import { render, screen } from '@testing-library/react';
import { DatePicker, Form, Input, Select } from 'antd';
import { fitColumn } from './fit-column';
import { withSearchPlaceholders } from './search-placeholders';

const t = (key: string, o?: Record<string, unknown>) =>
  key === 'search.placeholderInput' ? `请输入${String(o?.label)}` : `请选择${String(o?.label)}`;

// antd renders slowly on a loaded two-core machine.
vi.setConfig({ testTimeout: 30_000 });

describe('search form placeholders (one rule for every list page)', () => {
  it('says 请输入 for text fields and 请选择 for pickers, replacing what the page wrote; dates keep their own', () => {
    render(
      <Form>
        {withSearchPlaceholders(
          <>
            <Form.Item name="roleName" label="角色名称">
              <Input placeholder="名称" />
            </Form.Item>
            <Form.Item name="status" label="状态">
              <Select aria-label="状态" options={[]} />
            </Form.Item>
            <Form.Item name="day" label="日期">
              <DatePicker placeholder="选日期" />
            </Form.Item>
          </>,
          t,
        )}
      </Form>,
    );
    expect(screen.getByPlaceholderText('请输入角色名称')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('名称')).toBeNull();
    expect(document.body).toHaveTextContent('请选择状态');
    expect(screen.getByPlaceholderText('选日期')).toBeInTheDocument();
  });
});

describe('fitColumn (automatic table layout)', () => {
  it('keeps an ellipsis column truncated in a box of its width, with the full text as the title', () => {
    const column = fitColumn<{ text: string }>({ title: 'x', dataIndex: 'text', ellipsis: true, width: 120 });
    expect('ellipsis' in column && column.ellipsis).toBeFalsy();
    const cell = (column as { render: (v: unknown, r: unknown, i: number) => React.ReactNode }).render(
      '很长的文本',
      {},
      0,
    );
    render(<>{cell}</>);
    const box = screen.getByTitle('很长的文本');
    expect(box).toHaveClass('cw-cell-ellipsis');
    expect(box).toHaveStyle({ maxWidth: '120px' });
  });

  it('bounds an ellipsis column without a width too', () => {
    const column = fitColumn<{ text: string }>({ title: 'x', dataIndex: 'text', ellipsis: true });
    const cell = (column as { render: (v: unknown, r: unknown, i: number) => React.ReactNode }).render('模板', {}, 0);
    render(<>{cell}</>);
    expect(screen.getByTitle('模板')).toHaveStyle({ maxWidth: '240px' });
  });

  it('leaves other columns alone', () => {
    const plain = { title: 'y', dataIndex: 'y', width: 80 };
    expect(fitColumn(plain)).toBe(plain);
  });
});
