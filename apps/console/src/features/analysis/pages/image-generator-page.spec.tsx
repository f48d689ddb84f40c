import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnalysisImage, AnalysisPartition } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import { page } from '../testing/fixtures';
import { ImageGeneratorPage } from './image-generator-page';

const bars: AnalysisImage = {
  id: 'img1',
  kind: 'departure_bars',
  title: '降水距平（2025年7–10月）',
  indicator: 'RAIN',
  period: '2025-JUL_OCT',
  units: ['WAF', 'NAM'],
  lang: 'zh',
  path: 'analysis/images/img1.svg',
  width: 960,
  height: 540,
  createBy: 'admin',
  createTime: '2026-11-22 10:00:00',
};

const mpz: AnalysisPartition = {
  id: 'p1',
  code: 'MPZ',
  nameZh: '主产区',
  nameEn: 'Major production zones',
  chapterCode: 'CH2_MPZ',
  sortNo: 1,
  zoneCount: 6,
  createBy: 'admin',
  createTime: null,
  updateBy: null,
  updateTime: null,
};

const reference = {
  units: [
    { code: 'NAM', nameZh: '北美洲', nameEn: 'North America', level: 'mpz', countryIso3: null, mpzCode: 'NAM' },
    { code: 'IND', nameZh: '印度', nameEn: 'India', level: 'country', countryIso3: 'IND', mpzCode: 'SEA' },
  ],
  periods: [
    { code: '2025-APR_JUL', year: 2025, season: 'APR_JUL', labelZh: '2025年4–7月', labelEn: 'Apr–Jul 2025' },
    { code: '2025-JUL_OCT', year: 2025, season: 'JUL_OCT', labelZh: '2025年7–10月', labelEn: 'Jul–Oct 2025' },
  ],
  indicators: [
    { code: 'RAIN', nameZh: '降水', nameEn: 'Rainfall', unit: 'mm', departure: 'percent' },
    { code: 'TEMP', nameZh: '气温', nameEn: 'Temperature', unit: '°C', departure: 'absolute_c' },
  ],
};

function serve(images: AnalysisImage[] = [bars]) {
  return mockHttp((config) => {
    if (config.url === '/analysis/image/list') return ok(page(images));
    if (config.url === '/analysis/cropReference') return ok(reference);
    if (config.url === '/analysis/partition/list') return ok(page([mpz]));
    if (config.url === '/analysis/image/generate')
      return ok({ ...bars, id: 'img2', path: 'analysis/images/img2.svg', title: '新图' }, { message: '生成成功！' });
    if (config.url === '/analysis/image/delete') return ok('删除成功!', { message: '删除成功!' });
    return ok(null);
  });
}

describe('ImageGeneratorPage', () => {
  const rule = { action: 'analysis:image:generate', describe: '生成图片', type: '1', status: '1' } as const;
  beforeEach(() => {
    permissionStore.allAuth = [rule];
    permissionStore.auth = [];
  });

  it('shows the stored images with their path to everyone, and no form or delete without the permission', async () => {
    const http = serve();
    renderKit(<ImageGeneratorPage />);
    const card = await screen.findByTestId('analysis-image-card');
    expect(within(card).getByText('降水距平（2025年7–10月）')).toBeInTheDocument();
    expect(within(card).getByText('analysis/images/img1.svg')).toBeInTheDocument();
    expect(within(card).getByAltText('降水距平（2025年7–10月）')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/sys\/common\/static\/analysis\/images\/img1\.svg$/),
    );
    expect(screen.queryByRole('button', { name: /生\s*成/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    http.restore();
  });

  it('generates departure bars of a partition for the latest period and shows the new image large', async () => {
    permissionStore.auth = [{ action: rule.action, describe: rule.describe, type: '1' }];
    const http = serve();
    renderKit(<ImageGeneratorPage />);
    await screen.findByTestId('analysis-image-card');
    // The period defaults to the newest; the partition has to be chosen.
    fireEvent.click(screen.getByRole('button', { name: /生\s*成/ }));
    expect(await screen.findByText('请选择分区')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '分区' }));
    fireEvent.click(await screen.findByText('主产区 (MPZ, 6)', { selector: '.ant-select-item-option-content' }));
    const lists = () => http.requests.filter((r) => r.url === '/analysis/image/list').length;
    const before = lists();
    fireEvent.click(screen.getByRole('button', { name: /生\s*成/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/image/generate')?.data).toEqual({
        kind: 'departure_bars',
        indicator: 'RAIN',
        period: '2025-JUL_OCT',
        partitionId: 'p1',
        lang: 'zh',
        title: null,
      }),
    );
    const result = await screen.findByTestId('analysis-image-result');
    expect(within(result).getByAltText('新图')).toHaveAttribute(
      'src',
      expect.stringMatching(/analysis\/images\/img2\.svg$/),
    );
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    http.restore();
  });

  it('sends picked units and no period for a time profile', async () => {
    permissionStore.auth = [{ action: rule.action, describe: rule.describe, type: '1' }];
    const http = serve();
    renderKit(<ImageGeneratorPage />);
    await screen.findByTestId('analysis-image-card');
    const form = screen.getByRole('form', { name: '绘制图表或地图' });
    fireEvent.click(within(form).getByRole('radio', { name: '时间序列' }));
    await waitFor(() => expect(screen.queryByText('监测时期')).toBeNull());
    fireEvent.click(within(form).getByRole('radio', { name: '选择区域' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '区域' }));
    fireEvent.click(await screen.findByText('印度 (IND)', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /生\s*成/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/image/generate')?.data).toMatchObject({
        kind: 'time_profile',
        period: null,
        units: ['IND'],
      }),
    );
    http.restore();
  });

  it('deletes an image after confirmation', async () => {
    permissionStore.auth = [{ action: rule.action, describe: rule.describe, type: '1' }];
    const http = serve();
    renderKit(<ImageGeneratorPage />);
    const card = await screen.findByTestId('analysis-image-card');
    fireEvent.click(within(card).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('删除这张图片及其文件？')).toBeInTheDocument();
    expect(http.requests.some((r) => r.url === '/analysis/image/delete')).toBe(false);
    const confirm = screen.getAllByRole('button', { name: /确\s*定/ }).pop()!;
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/image/delete')?.params).toEqual({ id: 'img1' }),
    );
    http.restore();
  });
});
