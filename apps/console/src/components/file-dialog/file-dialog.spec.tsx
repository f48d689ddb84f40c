import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { spyFeedback } from '../../testing/mock-http';
import { renderKit } from '../testing/render-kit';
import { FileDialog } from './file-dialog';

describe('FileDialog', { timeout: 30_000 }, () => {
  it('is 520 wide and refuses OK without a file (未上传任何文件)', async () => {
    const onOk = vi.fn();
    renderKit(<FileDialog open onOk={onOk} onCancel={() => undefined} />);
    // after the providers, which bind antd's own feedback API
    const feedback = spyFeedback();
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '520px' });
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(feedback.message.warning).toHaveBeenCalledWith('未上传任何文件');
    expect(onOk).not.toHaveBeenCalled();
  });

  it('uploads, lists, removes and hands back the stored files', async () => {
    const onOk = vi.fn();
    const upload = vi.fn((file: File) => Promise.resolve({ name: file.name, url: `oss/${file.name}` }));
    renderKit(
      <FileDialog
        open
        value={[{ name: 'old.pdf', url: 'oss/old.pdf' }]}
        upload={upload}
        onOk={onOk}
        onCancel={() => undefined}
      />,
    );
    expect(await screen.findByText('old.pdf')).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['a'], 'new.txt', { type: 'text/plain' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('new.txt')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /删除|remove|delete/i })[0]);
    await waitFor(() => expect(screen.queryByText('old.pdf')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onOk).toHaveBeenCalledWith([{ name: 'new.txt', url: 'oss/new.txt' }]));
  });
});
