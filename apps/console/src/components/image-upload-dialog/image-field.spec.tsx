import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { ImageField } from './image-field';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' });

function Harness({ upload, allowUrl }: { upload: (f: File) => Promise<string>; allowUrl?: boolean }) {
  const [value, setValue] = useState<string>('');
  return (
    <>
      <ImageField value={value} onChange={setValue} upload={upload} label="上传头像" allowUrl={allowUrl} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('ImageField', { timeout: 30_000 }, () => {
  it('stores the uploaded path from the 本地上传 tab and previews it from the static route', async () => {
    const upload = vi.fn().mockResolvedValue('user/face_1.png');
    renderKit(<Harness upload={upload} />);
    await userEvent.click(screen.getByRole('button', { name: /上传头像/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('图片上传');
    // no remark: an avatar has nowhere to keep one
    expect(screen.queryByLabelText('备注')).not.toBeInTheDocument();
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, png());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(document.querySelector('.ant-upload-list-item-thumbnail img')).toHaveAttribute(
        'src',
        expect.stringMatching(/\/sys\/common\/static\/user\/face_1\.png$/) as string,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('user/face_1.png'));
    expect(screen.getByAltText('图片')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/sys\/common\/static\/user\/face_1\.png$/) as string,
    );
    await userEvent.click(screen.getByRole('button', { name: /移除图片/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('keeps a network address as typed', async () => {
    renderKit(<Harness upload={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /上传头像/ }));
    await userEvent.click(await screen.findByRole('tab', { name: '网络地址' }));
    await userEvent.type(screen.getByLabelText('图片地址'), 'https://example.org/face.png');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('https://example.org/face.png'));
  });

  it('offers no 网络地址 tab where the server needs the file itself', async () => {
    renderKit(<Harness upload={vi.fn()} allowUrl={false} />);
    await userEvent.click(screen.getByRole('button', { name: /上传头像/ }));
    expect(await screen.findByRole('tab', { name: '本地上传' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '网络地址' })).not.toBeInTheDocument();
  });
});
