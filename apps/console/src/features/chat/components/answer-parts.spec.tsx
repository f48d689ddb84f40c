import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatMessageSchema, type ChatMessage } from '@cropwatch/contract';
import { mockHttp, spyFeedback } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { refusalOf } from '../api/answer-out';
import { MessageItem } from './message-item';

const table = {
  title: null,
  columns: ['区域', 'CPI', '长势'],
  rows: [
    ['巴基斯坦（PAK）', '1.04', '良好'],
    ['印度（IND）', '1.02', '良好'],
  ],
};
const answer = (o: Partial<ChatMessage> = {}): ChatMessage =>
  chatMessageSchema.parse({
    id: 'a-1',
    sessionId: 's-1',
    parentId: 'q-1',
    role: 'assistant',
    content: '| 区域 | CPI | 长势 |\n|---|---|---|\n| 巴基斯坦（PAK） | 1.04 | 良好 |\n| 印度（IND） | 1.02 | 良好 |',
    images: [],
    status: 'done',
    sources: [],
    usage: null,
    model: 'offline',
    errorMessage: null,
    feedback: null,
    feedbackComment: null,
    figuresChecked: null,
    figuresFailed: null,
    toolCalls: null,
    parts: {
      tables: [table],
      charts: [
        {
          table: 0,
          type: 'bar',
          title: null,
          categories: ['巴基斯坦（PAK）', '印度（IND）'],
          series: [{ column: 1, name: 'CPI', unit: '', values: [1.04, 1.02] }],
        },
      ],
    },
    createTime: null,
    updateTime: null,
    ...o,
  });

const noop = () => undefined;
const actions = {
  busy: false,
  onRegenerate: noop,
  onEditResend: noop,
  onFeedback: noop,
  onSelectSibling: noop,
  onStop: noop,
  sessionTitle: '比较CPI',
};
const entry = (message: ChatMessage) => ({ message, siblings: [message.id], index: 0 });

let http: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  http?.restore();
  http = undefined;
  vi.unstubAllGlobals();
});

describe('answer parts under an answer (issue #34)', () => {
  it('downloads the table as Excel and CSV through /chat/message/exportTable', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: noop }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    http = mockHttp(() => ({ data: new Blob(['x'], { type: 'text/csv' }) }));
    renderWithProviders(<MessageItem entry={entry(answer())} {...actions} />);
    expect(screen.getByText('下载表格')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toEqual(['比较CPI-表1.xlsx', '比较CPI-表1.csv']));
    expect(http.requests.map((r) => [r.url, r.params.id, r.params.index, r.params.format, r.params.lang])).toEqual([
      ['/chat/message/exportTable', 'a-1', 0, 'xlsx', 'zh-CN'],
      ['/chat/message/exportTable', 'a-1', 0, 'csv', 'zh-CN'],
    ]);
    click.mockRestore();
  });

  it('shows the server’s refusal of a download', async () => {
    http = mockHttp(() => ({
      data: new Blob([JSON.stringify({ success: false, code: 500, message: '未找到对应实体', result: null })], {
        type: 'application/json',
      }),
    }));
    renderWithProviders(<MessageItem entry={entry(answer())} {...actions} />);
    // After the providers bound antd's feedback, so the spies receive it.
    const spies = spyFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(spies.message.warning).toHaveBeenCalledWith('未找到对应实体'));
    spies.unbind();
  });

  it('tells a refusal from a JSON file', async () => {
    const file = new Blob([JSON.stringify({ title: 't', messages: [] })], { type: 'application/json' });
    expect(await refusalOf(file)).toBeNull();
    expect(await refusalOf(new Blob(['a,b'], { type: 'text/csv' }))).toBeNull();
  });

  it('toggles the declared chart, and offers none without one', async () => {
    const { unmount } = renderWithProviders(<MessageItem entry={entry(answer())} {...actions} />);
    expect(screen.queryByTestId('chat-answer-chart')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /显示图表/ }));
    expect(screen.getByTestId('chat-answer-chart')).toHaveAttribute('data-chart-type', 'bar');
    expect(screen.getByRole('img', { name: '回答中表格的图表：CPI' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /隐藏图表/ }));
    expect(screen.queryByTestId('chat-answer-chart')).toBeNull();
    unmount();
    renderWithProviders(<MessageItem entry={entry(answer({ parts: { tables: [table], charts: [] } }))} {...actions} />);
    expect(screen.getByRole('button', { name: 'Excel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /显示图表/ })).toBeNull();
  });

  it('saves the shown chart as SVG drawn from its option, with the PNG button beside it', async () => {
    const saved: Array<{ name: string; blob: Blob }> = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          saved.push({ name: '', blob: b });
          return 'blob:x';
        },
        revokeObjectURL: noop,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved[saved.length - 1];
      if (last) last.name = this.download;
    });
    renderWithProviders(<MessageItem entry={entry(answer())} {...actions} />);
    await userEvent.click(screen.getByRole('button', { name: /显示图表/ }));
    expect(screen.getByRole('button', { name: /保存为 PNG/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /保存为 SVG/ }));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^chart-\d{14}\.svg$/);
    expect(saved[0].blob.type).toBe('image/svg+xml');
    const svg = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
      reader.readAsText(saved[0].blob);
    });
    expect(svg).toContain('<svg');
    expect(svg).toContain('巴基斯坦（PAK）');
    expect(svg).toContain('印度（IND）');
    click.mockRestore();
  });

  it('shows nothing for an answer without a table or while it streams', () => {
    const { unmount } = renderWithProviders(
      <MessageItem entry={entry(answer({ parts: undefined, content: '只有文字' }))} {...actions} />,
    );
    expect(screen.queryByText('下载表格')).toBeNull();
    unmount();
    renderWithProviders(<MessageItem entry={entry(answer({ status: 'streaming' }))} {...actions} />);
    expect(screen.queryByText('下载表格')).toBeNull();
  });

  it('offers “To bulletin” only when the page passes the action (the button permission)', async () => {
    const onToBulletin = vi.fn();
    const { unmount } = renderWithProviders(<MessageItem entry={entry(answer())} {...actions} />);
    expect(screen.queryByRole('button', { name: '加入通报' })).toBeNull();
    unmount();
    renderWithProviders(<MessageItem entry={entry(answer())} {...actions} onToBulletin={onToBulletin} />);
    await userEvent.click(screen.getByRole('button', { name: '加入通报' }));
    expect(onToBulletin).toHaveBeenCalledWith(expect.objectContaining({ id: 'a-1' }));
  });
});
