import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { spyFeedback } from '../../testing/mock-http';
import { renderKit } from '../testing/render-kit';
import { ImageUploadDialog } from './image-upload-dialog';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'crop.png', { type: 'image/png' });

describe('ImageUploadDialog', { timeout: 30_000 }, () => {
  it('network address: refuses a non-http address, previews and returns a valid one with its remark', async () => {
    const onOk = vi.fn();
    renderKit(<ImageUploadDialog open onOk={onOk} onCancel={() => undefined} />);
    await userEvent.click(screen.getByRole('tab', { name: '网络地址' }));
    const address = screen.getByLabelText('图片地址');
    await userEvent.type(address, 'javascript:alert(1)');
    expect(await screen.findByText('请输入 http:// 或 https:// 开头的地址')).toBeInTheDocument();
    expect(screen.queryByTestId('image-url-preview')).not.toBeInTheDocument();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.org/a.png');
    expect(screen.getByRole('img', { name: '预览' })).toHaveAttribute('src', 'https://example.org/a.png');
    const remarks = screen.getAllByLabelText('备注');
    await userEvent.type(remarks[remarks.length - 1], '长势图');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onOk).toHaveBeenCalledWith({ url: 'https://example.org/a.png', remark: '长势图' });
  });

  it('local upload: uploads an image and returns its address; warns without one and refuses other files', async () => {
    const onOk = vi.fn();
    const upload = vi.fn().mockResolvedValue('/jeecg-boot/sys/common/static/jeditor/crop_1.png');
    const { container } = renderKit(<ImageUploadDialog open onOk={onOk} onCancel={() => undefined} upload={upload} />);
    // after the providers, which bind antd's own feedback API
    const feedback = spyFeedback();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(feedback.message.warning).toHaveBeenCalledWith('请先上传图片');
    const input = () => container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(feedback.message.warning).toHaveBeenCalledWith('请上传图片'));
    expect(upload).not.toHaveBeenCalled();
    await userEvent.upload(input(), png());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(onOk).toHaveBeenCalledWith({ url: '/jeecg-boot/sys/common/static/jeditor/crop_1.png', remark: '' }),
    );
  });
});
