import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildDepart, buildUser } from '../../testing/builders';
import { fail, mockHttp, ok } from '../../testing/mock-http';
import { AreaPicker, areaOptions, areaPath } from '../area-picker/area-picker';
import { DEPART_PICKER_WIDTH, DepartPicker } from '../depart-picker/depart-picker';
import { RolePicker } from '../role-picker/role-picker';
import { renderKit } from '../testing/render-kit';
import { USER_PICKER_WIDTH, UserPicker } from './user-picker';

const depart = (id: string, departName: string, children: ReturnType<typeof node>[] = []) =>
  node(id, departName, children);
function node(id: string, departName: string, children: unknown[]) {
  return {
    ...buildDepart({ id, departName, orgCode: id }),
    key: id,
    value: id,
    title: departName,
    isLeaf: children.length === 0,
    children,
  };
}
const tree = [depart('d1', '总公司', [depart('d2', '研发部'), depart('d3', '市场部')])];
const admin = buildUser({ id: 'u1', username: 'admin', realname: '管理员' });
const jeecg = buildUser({ id: 'u2', username: 'jeecg', realname: '张小红' });

const modalWidth = (dialog: HTMLElement) => (dialog.closest('.ant-modal') as HTMLElement).style.width;

describe('UserPicker', () => {
  it('shows names for the ids from getMultiUser (a raw array), clears, and picks users by department', async () => {
    const http = mockHttp((config) => {
      if (config.url === '/sys/user/getMultiUser') return { data: [admin] };
      if (config.url === '/sys/sysDepart/queryTreeList') return ok(tree, { code: 0 });
      return ok({ records: [admin, jeecg], total: 2, size: 5, current: 1, pages: 1 });
    });
    const onChange = vi.fn();
    renderKit(<UserPicker value="u1" onChange={onChange} aria-label="负责人" />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '负责人' })).toHaveValue('管理员'));
    expect(screen.getByRole('textbox', { name: '负责人' })).toHaveAttribute('readonly');
    expect(http.requests[0].params).toMatchObject({ id: 'u1,' });

    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenCalledWith('', []);

    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    const dialog = await screen.findByRole('dialog');
    expect(modalWidth(dialog)).toBe(`${USER_PICKER_WIDTH}px`);
    await within(dialog).findByText('张小红');
    const page = http.requests.find((r) => r.url === '/sys/user/queryUserComponentData');
    expect(page?.params).toMatchObject({ pageNo: 1, pageSize: 5, column: 'createTime', order: 'desc' });
    expect(String(page?.params.field)).toMatch(/^id,username,realname/);

    fireEvent.click(await within(dialog).findByText('研发部'));
    await waitFor(() => expect(http.requests.at(-1)?.params).toMatchObject({ departId: 'd2', pageNo: 1 }));
    fireEvent.click(within(within(dialog).getByText('张小红').closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('u1,u2', [admin, jeecg]));
    http.restore();
  });
});

describe('DepartPicker', () => {
  it('requires a selection, searches by name and answers the chosen ids', async () => {
    const http = mockHttp((config) => {
      if (config.url === '/sys/sysDepart/searchBy') {
        return (config.params as { keyWord: string }).keyWord === '无'
          ? fail('未查询匹配数据！', 0)
          : ok([depart('d3', '市场部')], { code: 0 });
      }
      return ok(tree, { code: 0 });
    });
    const onChange = vi.fn();
    renderKit(<DepartPicker value="d2" onChange={onChange} aria-label="部门" />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '部门' })).toHaveValue('研发部'));
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    const dialog = await screen.findByRole('dialog');
    expect(modalWidth(dialog)).toBe(`${DEPART_PICKER_WIDTH}px`);
    fireEvent.click(await within(dialog).findByText('研发部'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择部门')).toBeInTheDocument();

    const search = within(dialog).getByRole('searchbox', { name: '请输入部门名称' });
    fireEvent.change(search, { target: { value: '无' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('未查询匹配数据！')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: '市场' } });
    fireEvent.click(
      within(search.closest('.ant-input-search') as HTMLElement)
        .getAllByRole('button')
        .at(-1) as HTMLElement,
    );
    await waitFor(() => expect(http.requests.at(-1)?.params).toMatchObject({ keyWord: '市场' }));
    fireEvent.click(await within(dialog).findByText('市场部'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0][0]).toBe('d3');
    http.restore();
  });
});

describe('RolePicker', () => {
  it('offers every role from queryall and answers ids or codes', async () => {
    const role = (id: string, roleName: string, roleCode: string) => ({
      id,
      roleName,
      roleCode,
      description: null,
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
    });
    const http = mockHttp(() => ok([role('r1', '管理员', 'admin'), role('r2', '测试', 'test')], { code: 0 }));
    const onChange = vi.fn();
    renderKit(<RolePicker store="roleCode" onChange={onChange} aria-label="角色" />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
    fireEvent.click(await screen.findByTitle('测试'));
    expect(onChange).toHaveBeenCalledWith('test', [expect.objectContaining({ id: 'r2' })]);
    expect(http.requests[0].url).toBe('/sys/role/queryall');
    http.restore();
  });
});

describe('AreaPicker', () => {
  it('builds province/city/district options and finds the path of a code', () => {
    const options = areaOptions();
    expect(options).toHaveLength(34);
    expect(options.find((o) => o.value === '440000')?.children?.map((c) => c.label)).toEqual(['广州市', '深圳市']);
    expect(areaOptions(undefined, 1).every((o) => !o.children)).toBe(true);
    expect(areaPath('440305')).toEqual(['440000', '440300', '440305']);
    expect(areaPath('999999')).toEqual([]);
  });

  it('says Bad type value for an unknown type', () => {
    renderKit(<AreaPicker type="tree" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bad type value: tree');
  });

  it('in select mode shows the three levels of a value and emits the deepest code', async () => {
    const onChange = vi.fn();
    renderKit(<AreaPicker type="select" value="440300" onChange={onChange} />);
    expect(await screen.findByText('广东省')).toBeInTheDocument();
    expect(screen.getByText('深圳市')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '区' }));
    fireEvent.click(await screen.findByTitle('南山区'));
    expect(onChange).toHaveBeenCalledWith('440305');
  });
});
