import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { localCache, StorageKey } from '../../lib/storage';
import { fail, mockHttp, ok, type MockReply } from '../../testing/mock-http';
import { renderKit } from '../testing/render-kit';
import { CategoryTree, validCondition } from './category-tree';
import { DictMultiSelect } from './dict-multi-select';
import { DictSearchSelect } from './dict-search-select';
import { DictSelect } from './dict-select';
import { DictTreeSelect } from './dict-tree-select';
import { renderDictText } from './render-dict-text';
import { YesNoSwitch } from './yes-no-switch';

const sex = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
  { value: '0', text: '未知', disabled: true },
];

const openSelect = (label: string) => fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));

describe('renderDictText', () => {
  it('prefers <field>_dictText, then the dictionary, then the raw value', () => {
    expect(renderDictText({ sex: 1, sex_dictText: '男' }, 'sex')).toBe('男');
    expect(renderDictText({ sex: '1,2' }, 'sex', sex)).toBe('男,女');
    expect(renderDictText({ sex: 3 }, 'sex', sex)).toBe('3');
    expect(renderDictText({ sex: null }, 'sex')).toBe('');
  });
});

describe('dictionary widgets', () => {
  beforeEach(() => {
    localStorage.clear();
    localCache.set(StorageKey.dictCache, { sex });
  });

  it('DictSelect lists the dictionary with disabled items disabled', async () => {
    renderKit(<DictSelect dictCode="sex" aria-label="性别" />);
    openSelect('性别');
    const unknown = await screen.findByTitle('未知');
    expect(unknown.closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled');
    expect(screen.getByTitle('女')).toBeInTheDocument();
  });

  it('DictMultiSelect stores a comma list and shows one tag at most', async () => {
    const onChange = vi.fn();
    renderKit(<DictMultiSelect dictCode="sex" value="1,2" onChange={onChange} aria-label="性别" />);
    expect(await screen.findByText('男')).toBeInTheDocument();
    expect(screen.getByText('+ 1 ...')).toBeInTheDocument();
  });

  it('YesNoSwitch stores Y/N and becomes a yes/no select in query mode', async () => {
    function Harness() {
      const [value, setValue] = useState<string | undefined>('N');
      return <YesNoSwitch value={value} onChange={setValue} aria-label="启用" />;
    }
    renderKit(<Harness />);
    const sw = await screen.findByRole('switch', { name: '启用' });
    expect(sw).not.toBeChecked();
    await userEvent.click(sw);
    expect(sw).toBeChecked();

    const onChange = vi.fn();
    renderKit(<YesNoSwitch query options={['1', '0']} onChange={onChange} aria-label="是否" />);
    openSelect('是否');
    await userEvent.click(await screen.findByTitle('否'));
    expect(onChange).toHaveBeenCalledWith('0');
  });

  it('DictSearchSelect (sync) filters the dictionary and says when nothing matches', async () => {
    renderKit(<DictSearchSelect dict="sex" aria-label="性别" />);
    const box = screen.getByRole('combobox', { name: '性别' });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '女' } });
    expect(await screen.findByTitle('女')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('DictSearchSelect (async) debounces, lets the last answer win and warns on failure', async () => {
    const pending: Record<string, (r: MockReply) => void> = {};
    const http = mockHttp(
      (config) =>
        new Promise<MockReply>((resolve) => {
          pending[(config.params as { keyword: string }).keyword] = resolve;
        }),
    );
    renderKit(<DictSearchSelect async dict="sys_user,realname,username" pageSize={5} aria-label="用户" />);
    const box = screen.getByRole('combobox', { name: '用户' });
    fireEvent.mouseDown(box);
    expect(await screen.findByText('请输入搜索内容')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'ad' } });
    await waitFor(() => expect(pending.ad).toBeDefined());
    expect(pending.a).toBeUndefined();
    expect(http.requests[0].url).toBe('/sys/dict/loadDict/sys_user,realname,username');
    expect(http.requests[0].params).toMatchObject({ keyword: 'ad', pageSize: 5 });

    fireEvent.change(box, { target: { value: 'adm' } });
    await waitFor(() => expect(pending.adm).toBeDefined());
    act(() => pending.adm(ok([{ value: 'admin', text: '管理员' }], { code: 0 })));
    expect(await screen.findByTitle('管理员')).toBeInTheDocument();
    act(() => pending.ad(ok([{ value: 'x', text: '旧结果' }], { code: 0 })));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTitle('旧结果')).toBeNull();

    fireEvent.change(box, { target: { value: 'q' } });
    await waitFor(() => expect(pending.q).toBeDefined());
    act(() => pending.q(fail('字典Code格式不正确！')));
    expect(await screen.findByText('字典Code格式不正确！')).toBeInTheDocument();
    http.restore();
  });

  it('DictTreeSelect loads roots with the table query and refuses unrecognised results', async () => {
    let bad = false;
    const http = mockHttp(() =>
      bad ? ok({ foo: 1 }, { code: 0 }) : ok({ records: [{ key: 'a', title: '农业', leaf: true }] }, { code: 0 }),
    );
    renderKit(
      <DictTreeSelect dict="sys_category,name,id" pidField="pid" hasChildField="has_child" aria-label="分类" />,
    );
    await waitFor(() => expect(http.requests).toHaveLength(1));
    expect(http.requests[0].url).toBe('/sys/dict/loadTreeData');
    expect(http.requests[0].params).toMatchObject({
      pid: '',
      pidField: 'pid',
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      hasChildField: 'has_child',
      condition: '',
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '分类' }));
    expect(await screen.findByTitle('农业')).toBeInTheDocument();
    bad = true;
    renderKit(<DictTreeSelect dict="sys_category,name,id" pidField="pid" aria-label="分类2" />);
    expect(await screen.findByText('返回数据类型不识别')).toBeInTheDocument();
    http.restore();
  });

  it('CategoryTree accepts only a JSON object condition and loads roots by pcode', async () => {
    expect(validCondition('{"code":"B01"}')).toEqual({ condition: '{"code":"B01"}', valid: true });
    expect(validCondition('code=B01').valid).toBe(false);
    expect(validCondition('[1]').valid).toBe(false);
    expect(validCondition(undefined)).toEqual({ condition: '', valid: true });
    const http = mockHttp(() => ok([{ key: 'c1', title: '水稻', leaf: false }], { code: 0 }));
    renderKit(<CategoryTree pcode="B01" condition="code=B01" aria-label="作物" />);
    expect(await screen.findByText('查询条件不符合JSON格式')).toBeInTheDocument();
    await waitFor(() => expect(http.requests.length).toBeGreaterThan(0));
    expect(http.requests[0].url).toBe('/sys/category/loadTreeRoot');
    expect(http.requests[0].params).toMatchObject({ async: 'true', pcode: 'B01' });
    http.restore();
  });
});
