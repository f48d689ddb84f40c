import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_IMAGE_MAX_BYTES } from '@cropwatch/contract';
import { mockHttp, spyFeedback } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { Composer } from './composer';

function setup(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn((_content: string, _images: string[]) => Promise.resolve(true));
  const onStop = vi.fn();
  renderWithProviders(<Composer running={false} onSend={onSend} onStop={onStop} {...props} />);
  // The providers bind antd's App feedback on mount; the spies replace it afterwards.
  feedback = spyFeedback();
  const box = screen.getByRole('textbox', { name: '问题' });
  return { onSend, onStop, box };
}

const png = (size = 100) => new File([new Uint8Array(size)], 'field.png', { type: 'image/png' });

// jsdom has no object URLs.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

let feedback: ReturnType<typeof spyFeedback>;

describe('Composer', () => {
  afterEach(() => feedback?.unbind());

  it('sends the trimmed question on Enter and clears the box', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, '  What is VCIx?  {Enter}');
    expect(onSend).toHaveBeenCalledWith('What is VCIx?', []);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('explains the abbreviations the question mentions, in the page language', async () => {
    const vcix = {
      id: 'a1',
      abbr: 'VCIx',
      fullEn: 'Maximum Vegetation Condition Index',
      fullZh: '最佳植被状况指数',
      definitionEn: null,
      definitionZh: '生长季内植被状况的最大值',
      category: 'indicator',
      sortNo: 0,
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
    };
    const { box } = setup({ abbreviations: [vcix] });
    expect(screen.queryByRole('list', { name: '名词缩写提示' })).toBeNull();
    fireEvent.change(box, { target: { value: '印度的VCIx如何' } });
    const hints = await screen.findByRole('list', { name: '名词缩写提示' });
    expect(hints).toHaveTextContent('VCIx 最佳植被状况指数 — 生长季内植被状况的最大值');
    fireEvent.change(box, { target: { value: 'VCIxyz' } });
    expect(screen.queryByRole('list', { name: '名词缩写提示' })).toBeNull();
  });

  it('inserts a new line on Shift+Enter instead of sending', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, '第一行{Shift>}{Enter}{/Shift}第二行');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('第一行\n第二行');
  });

  it('does not send while an input method is composing', () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: '降水' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send an empty question', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
  });

  it('stops a running answer on Escape and shows the stop button', async () => {
    const { onStop, onSend, box } = setup({ running: true });
    await userEvent.type(box, 'more{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onStop).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '停止生成' }));
    expect(onStop).toHaveBeenCalledTimes(2);
  });

  it('keeps the text when the question is refused', async () => {
    const onSend = vi.fn(() => Promise.resolve(false));
    const { box } = setup({ onSend });
    await userEvent.type(box, '印度降水{Enter}');
    await waitFor(() => expect(box).toHaveValue('印度降水'));
  });

  it('refuses a file that is not an image with 请上传图片', () => {
    setup();
    const input = screen.getByTestId('chat-image-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(feedback.message.warning).toHaveBeenCalledWith('请上传图片');
  });

  it('refuses an image above the size limit', () => {
    setup();
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [png(CHAT_IMAGE_MAX_BYTES + 1)] } });
    expect(feedback.message.warning).toHaveBeenCalledWith('图片不能超过 5 MB');
  });

  it('uploads a picked image, shows it uploading, then sends its path with the question', async () => {
    let release: () => void = () => undefined;
    const http = mockHttp(
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ data: { success: true, message: 'chat/field_123.png', code: 0, result: null, timestamp: 0 } });
        }),
    );
    const { onSend, box } = setup();
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [png()] } });
    expect(await screen.findByText('图片上传中…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    await waitFor(() => expect(http.requests).toHaveLength(1));
    expect(http.requests[0].url).toBe('/sys/common/upload');
    const form = http.requests[0].data as FormData;
    expect(form.get('biz')).toBe('chat');
    release();
    await waitFor(() => expect(screen.queryByText('图片上传中…')).not.toBeInTheDocument());
    // An image needs its question (spec §5).
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(feedback.message.warning).toHaveBeenCalledWith('请输入图片问题');
    await userEvent.type(box, '这张图是什么作物？{Enter}');
    expect(onSend).toHaveBeenCalledWith('这张图是什么作物？', ['chat/field_123.png']);
    http.restore();
  });

  it('marks an image whose upload failed and blocks sending until it is removed', async () => {
    const http = mockHttp(() => ({
      data: { success: false, message: '上传失败', code: 500, result: null, timestamp: 0 },
    }));
    const { onSend, box } = setup();
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [png()] } });
    expect(await screen.findByText('图片上传失败')).toBeInTheDocument();
    expect(feedback.message.error).toHaveBeenCalledWith('图片上传失败');
    await userEvent.type(box, '问题{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '移除图片' }));
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('问题', []);
    http.restore();
  });
});
