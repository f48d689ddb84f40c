import { render, screen } from '@testing-library/react';
import { DatePicker, Form, Input, Select } from 'antd';
import { columnsThatFit, ELLIPSIS_WIDTH, fitColumn, KIND_MIN_WIDTH, kindOf, scrollWidthOf } from './fit-column';
import { pickerWidthFor, withSearchPlaceholders } from './search-placeholders';

const t = (key: string, o?: Record<string, unknown>) =>
  key === 'search.placeholderInput' ? `请输入${String(o?.label)}` : `请选择${String(o?.label)}`;

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

describe('search pickers as wide as their placeholder (issue #31)', () => {
  const english = (key: string, o?: Record<string, unknown>) =>
    key === 'search.placeholderInput' ? `Enter ${String(o?.label)}` : `Select ${String(o?.label)}`;

  it('gives a picker narrower than its placeholder a least width that shows it whole; text fields keep theirs', () => {
    const { container } = render(
      <Form layout="inline">
        {withSearchPlaceholders(
          <>
            <Form.Item name="status" label="User status">
              <Select aria-label="User status" options={[]} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="phone" label="Phone">
              <Input style={{ width: 150 }} />
            </Form.Item>
          </>,
          english,
        )}
      </Form>,
    );
    const select = container.querySelector<HTMLElement>('.ant-select')!;
    expect(select).toHaveStyle({ width: '120px', minWidth: `${pickerWidthFor('Select User status')}px` });
    expect(pickerWidthFor('Select User status')).toBeGreaterThan(120);
    expect(screen.getByPlaceholderText('Enter Phone').style.minWidth).toBe('');
  });

  it('counts a Chinese character wider than a Latin one', () => {
    expect(pickerWidthFor('请选择用户状态')).toBe(40 + 7 * 14);
    expect(pickerWidthFor('Select Gender')).toBe(40 + 13 * 8);
  });
});

describe('fitColumn (column kinds, issue #31)', () => {
  const renderOf = (column: unknown) =>
    (column as { render: (v: unknown, r: unknown, i: number) => React.ReactNode }).render;

  it('keeps an ellipsis column truncated in a box of its width, with the full text as the title', () => {
    const column = fitColumn<{ text: string }>({ title: 'x', dataIndex: 'text', ellipsis: true, width: 200 });
    expect('ellipsis' in column && column.ellipsis).toBeFalsy();
    render(<>{renderOf(column)('很长的文本', {}, 0)}</>);
    const box = screen.getByTitle('很长的文本');
    expect(box).toHaveClass('cw-cell-ellipsis');
    expect(box).toHaveStyle({ maxWidth: '200px' });
  });

  it('bounds an ellipsis column without a width too, and titles rendered text', () => {
    const column = fitColumn<{ text: string }>({
      title: 'x',
      dataIndex: 'text',
      ellipsis: true,
      render: (v: string) => <span>{v}</span>,
    });
    render(<>{renderOf(column)('模板', {}, 0)}</>);
    expect(screen.getByTitle('模板')).toHaveStyle({ maxWidth: `${ELLIPSIS_WIDTH}px` });
  });

  it('infers the kind from the field and gives its least width and class', () => {
    expect(kindOf({ dataIndex: 'createTime' })).toBe('datetime');
    expect(kindOf({ dataIndex: 'birthday' })).toBe('date');
    expect(kindOf({ dataIndex: 'status' })).toBe('tag');
    expect(kindOf({ dataIndex: 'areaKm2' })).toBe('number');
    expect(kindOf({ dataIndex: 'url' })).toBe('code');
    expect(kindOf({ dataIndex: 'realname' })).toBe('name');
    expect(kindOf({ dataIndex: 'realname', kind: 'tag' })).toBe('tag');
    const column = fitColumn({ title: 'y', dataIndex: 'createTime', width: 80 });
    expect(column.width).toBe(KIND_MIN_WIDTH.datetime);
    expect(column.className).toContain('cw-col-datetime');
  });

  it('right-aligns numbers', () => {
    expect(fitColumn({ title: 'n', dataIndex: 'count' }).align).toBe('right');
  });

  it('sums the least widths into the scroll width', () => {
    expect(scrollWidthOf([{ dataIndex: 'realname' }, { dataIndex: 'createTime' }], 32)).toBe(
      32 + KIND_MIN_WIDTH.name + KIND_MIN_WIDTH.datetime,
    );
  });

  it('drops optional columns, last first, until the rest fits, and keeps them all when there is room', () => {
    const columns: { dataIndex: string; optional?: boolean }[] = [
      { dataIndex: 'realname' },
      { dataIndex: 'phone', optional: true },
      { dataIndex: 'sex', optional: true },
      { dataIndex: 'createTime' },
    ];
    const all = scrollWidthOf(columns, 0);
    expect(columnsThatFit(columns, all, 0)).toHaveLength(4);
    const names = (shown: readonly object[]) => shown.map((c) => String((c as { dataIndex: string }).dataIndex));
    expect(names(columnsThatFit(columns, all - 1, 0))).toEqual(['realname', 'phone', 'createTime']);
    expect(names(columnsThatFit(columns, 10, 0))).toEqual(['realname', 'createTime']);
  });
});
