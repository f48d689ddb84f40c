import { screen, within } from '@testing-library/react';
import { renderKit } from '../../../components/testing/render-kit';
import { mockHttp, ok } from '../../../testing/mock-http';
import { ANALYSED, OPTIONS } from '../testing/task-fixtures';
import { ConditionTag, TaskSummary } from './task-summary';

describe('ConditionTag', () => {
  it('shows the kit’s one empty-cell mark for a unit without a condition (issue #31)', () => {
    const { container } = renderKit(<ConditionTag condition={null} />);
    expect(container).toHaveTextContent(/^—$/);
    expect(container.querySelector('.cw-cell-empty')).not.toBeNull();
  });
});

describe('TaskSummary', () => {
  it('shows coverage, the weighted condition, stage names and one row per covered unit', async () => {
    const http = mockHttp(() => ok(OPTIONS));
    renderKit(<TaskSummary task={ANALYSED} />);
    expect(await screen.findByText('恒河平原 (IND-96)')).toBeInTheDocument();
    expect(screen.getByText('98.5%', { selector: '.ant-descriptions-item-content' })).toBeInTheDocument();
    expect(screen.getAllByText('关注').length).toBeGreaterThan(0);
    expect((await screen.findAllByText('抽穗、灌浆')).length).toBeGreaterThan(0);
    expect(await screen.findByText('2025年1–4月')).toBeInTheDocument();
    const row = screen.getByText('恒河平原 (IND-96)').closest('tr')!;
    expect(within(row).getByText('98.5%')).toBeInTheDocument();
    expect(within(row).getByText('13.0%')).toBeInTheDocument();
    expect(within(row).getByText('-12')).toBeInTheDocument();
    expect(within(row).getByText('+0.8')).toBeInTheDocument();
    expect(http.requests[0].url).toBe('/crop/task/options');
    http.restore();
  });

  it('names the dataset the summary was computed from; the demo notice only for synthetic data', async () => {
    const http = mockHttp(() => ok(OPTIONS));
    const dataset = {
      id: 'x',
      name: '国家指标',
      version: 2,
      synthetic: false,
      source: '导入文件 ind.csv',
      licence: 'CC BY 4.0',
      citation: 'NMC',
    };
    renderKit(<TaskSummary task={{ ...ANALYSED, summary: { ...ANALYSED.summary!, dataset } }} />);
    expect(await screen.findByTestId('summary-dataset')).toHaveTextContent('数据集：国家指标 v2（NMC，CC BY 4.0）');
    expect(screen.queryByText(/演示数据/)).not.toBeInTheDocument();
    http.restore();
  });

  it('reads in English', async () => {
    const http = mockHttp(() => ok(OPTIONS));
    renderKit(<TaskSummary task={ANALYSED} />, { language: 'en-US' });
    expect(await screen.findByText('Gangetic plain (IND-96)')).toBeInTheDocument();
    expect((await screen.findAllByText('Heading, Grain filling')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Watch').length).toBeGreaterThan(0);
    http.restore();
  });

  it('shows the failure reason of a failed task and a hint for a draft', async () => {
    const http = mockHttp(() => ok(OPTIONS));
    const { unmount } = renderKit(
      <TaskSummary
        task={{ ...ANALYSED, status: 'failed', summary: null, failReason: '任务区域未覆盖任何有监测数据的国家或分区' }}
      />,
    );
    expect(await screen.findByText('任务区域未覆盖任何有监测数据的国家或分区')).toBeInTheDocument();
    unmount();
    renderKit(<TaskSummary task={{ ...ANALYSED, status: 'draft', summary: null }} />);
    expect(await screen.findByText('任务尚未分析，提交后生成摘要')).toBeInTheDocument();
    http.restore();
  });
});
