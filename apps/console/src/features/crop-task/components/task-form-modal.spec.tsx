import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderKit } from '../../../components/testing/render-kit';
import { localCache, StorageKey } from '../../../lib/storage';
import { mockHttp, ok } from '../../../testing/mock-http';
import { ANALYSED, OPTIONS } from '../testing/task-fixtures';
import { TaskFormModal } from './task-form-modal';

const crops = [
  { value: 'maize', text: '玉米' },
  { value: 'wheat', text: '小麦' },
];

const openSelect = (label: string) => fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
const pick = async (text: string) =>
  fireEvent.click(await screen.findByText(text, { selector: '.ant-select-item-option-content' }));

describe('TaskFormModal', () => {
  beforeEach(() => {
    localStorage.clear();
    localCache.set(StorageKey.dictCache, { crop_type: crops });
    // The offline basemap is fetched from the app's origin; jsdom has none.
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline in tests'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds a task over a picked country: the server builds the outline', async () => {
    const http = mockHttp((config) =>
      config.url === '/crop/task/options'
        ? ok(OPTIONS)
        : ok({ ...ANALYSED, status: 'draft', summary: null }, { message: '添加成功！' }),
    );
    const onClose = vi.fn();
    renderKit(<TaskFormModal open record={null} onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('任务名称'), { target: { value: '印度小麦' } });
    openSelect('作物');
    await pick('小麦');
    // The newest period is preselected once the options arrive.
    expect(await screen.findByText('2025年7–10月')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '选择国家' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '国家/分区' }));
    await pick('印度 (IND)');
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const add = http.requests.find((r) => r.url === '/crop/task/add');
    expect(add?.data).toEqual({
      taskName: '印度小麦',
      crop: 'wheat',
      period: '2025-JUL_OCT',
      description: null,
      aoiType: 'country',
      aoiCode: 'IND',
      aoiGeometry: null,
    });
    http.restore();
  });

  it('refuses to save a drawn task without its area', async () => {
    const http = mockHttp(() => ok(OPTIONS));
    const onClose = vi.fn();
    renderKit(<TaskFormModal open record={null} onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('任务名称'), { target: { value: 'x' } });
    openSelect('作物');
    await pick('玉米');
    await screen.findByText('2025年7–10月');
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('请绘制任务区域或选择国家/分区')).toBeInTheDocument();
    expect(http.requests.some((r) => r.url === '/crop/task/add')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    http.restore();
  });

  it('opens an existing drawn task with its values and its vertices', async () => {
    const http = mockHttp(() => ok(OPTIONS));
    renderKit(<TaskFormModal open record={ANALYSED} onClose={() => undefined} />);
    expect(await screen.findByDisplayValue('恒河平原小麦')).toBeInTheDocument();
    expect(screen.getByText('编辑作物任务')).toBeInTheDocument();
    expect(screen.getByText('保存后任务将回到草稿状态，需重新提交分析')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('.cw-map-vertex')).toHaveLength(3));
    http.restore();
  });
});
