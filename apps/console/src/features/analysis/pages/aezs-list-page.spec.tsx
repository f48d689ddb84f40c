import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { zoneFieldsOf } from '../components/zone-form-modal';
import { buildZone, chnPartition, mpzPartition } from '../testing/bulletin-fixtures';
import { page } from '../testing/fixtures';
import { AezsListPage } from './aezs-list-page';

const editRule = { action: 'analysis:aezs:edit', describe: '编辑区域', type: '1', status: '1' } as const;
const india96 = {
  code: 'IND-96',
  nameZh: '印度西北部',
  nameEn: 'North-western India',
  level: 'aez',
  countryIso3: 'IND',
  mpzCode: 'SAS',
} as const;

function serve() {
  return mockHttp((config) => {
    const params = (config.params ?? {}) as Record<string, string>;
    if (config.url === '/analysis/partition/list') return ok(page([mpzPartition, chnPartition]));
    if (config.url === '/analysis/aezs/list')
      return ok(
        page(
          params.partitionId === 'p1'
            ? [buildZone(), buildZone({ id: 'z9', code: 'PLAN', nameZh: '计划区', hasData: false })]
            : [buildZone({ id: 'z3', partitionId: 'p2', code: 'CHN-HHH', nameZh: '黄淮海', level: 'aez' })],
        ),
      );
    if (config.url === '/analysis/chapter/list') return ok(page([]));
    if (config.url === '/analysis/cropReference') return ok({ units: [india96], periods: [], indicators: [] });
    if (config.url === '/analysis/partition/delete') return fail('分区下还有区域，不能删除：MPZ');
    if (config.url === '/analysis/aezs/add') return ok(null, { message: '添加成功！' });
    return ok(null);
  });
}

describe('zoneFieldsOf', () => {
  it('takes code, names, level and country from a crop unit', () => {
    expect(zoneFieldsOf(india96)).toEqual({
      code: 'IND-96',
      nameZh: '印度西北部',
      nameEn: 'North-western India',
      level: 'aez',
      countryIso3: 'IND',
    });
  });
});

describe('AezsListPage', () => {
  beforeEach(() => {
    permissionStore.allAuth = [editRule];
    permissionStore.auth = [];
  });

  it('shows the zones of the selected partition with their data flag; read-only without the permission', async () => {
    const http = serve();
    renderKit(<AezsListPage />);
    expect(await screen.findByText('北美洲')).toBeInTheDocument();
    const planned = screen.getByText('计划区').closest('tr') as HTMLElement;
    expect(planned).toHaveTextContent('无数据');
    expect(screen.getByText('北美洲').closest('tr')).toHaveTextContent('有数据');
    expect(screen.queryByRole('button', { name: /新\s*增$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除分区' })).toBeNull();
    fireEvent.click(screen.getByText('中国'));
    expect(await screen.findByText('黄淮海')).toBeInTheDocument();
    expect(http.requests.filter((r) => r.url === '/analysis/aezs/list').at(-1)?.params).toMatchObject({
      partitionId: 'p2',
    });
    http.restore();
  });

  it('adds a zone from the crop-unit picker and shows a refused partition delete', async () => {
    permissionStore.auth = [{ action: editRule.action, describe: editRule.describe, type: '1' }];
    const http = serve();
    renderKit(<AezsListPage />);
    await screen.findByText('北美洲');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增$/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '作物数据单元' }));
    fireEvent.click(
      await screen.findByText('IND-96 · 印度西北部 (aez)', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(within(dialog).getByLabelText('区域编码')).toHaveValue('IND-96'));
    expect(within(dialog).getByLabelText('国家代码')).toHaveValue('IND');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/aezs/add')?.data).toMatchObject({
        partitionId: 'p1',
        code: 'IND-96',
        nameZh: '印度西北部',
        nameEn: 'North-western India',
        level: 'aez',
        countryIso3: 'IND',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '删除分区' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('分区下还有区域，不能删除：MPZ')).toBeInTheDocument();
    http.restore();
  });
});
