import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { spyFeedback } from '../../testing/mock-http';
import { renderKit } from '../testing/render-kit';
import { FileField, splitPaths, storedName } from './file-field';

function Harness({ upload, initial = null }: { upload: (f: File) => Promise<string>; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <FileField
        value={value}
        onChange={setValue}
        upload={upload}
        accept=".xlsx,.csv"
        allows={(f) => f.name.endsWith('.xlsx')}
        refusal="只能上传 Excel"
      />
      <output data-testid="value">{value ?? 'null'}</output>
    </>
  );
}

describe('FileField', { timeout: 30_000 }, () => {
  it('names stored paths', () => {
    expect(storedName('analysis/yield_1.xlsx')).toBe('yield_1.xlsx');
    expect(splitPaths(' a/1.pdf, ,b/2.pdf ')).toEqual(['a/1.pdf', 'b/2.pdf']);
    expect(splitPaths(null)).toEqual([]);
  });

  it('uploads through the file dialog, refuses what the field cannot take, keeps the stored path', async () => {
    const upload = vi.fn((file: File) => Promise.resolve(`analysis/${file.name}`));
    renderKit(<Harness upload={upload} />);
    await userEvent.click(screen.getByRole('button', { name: /上传文件/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '520px' });
    const feedback = spyFeedback();
    const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(feedback.message.warning).toHaveBeenCalledWith('只能上传 Excel'));
    expect(upload).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { files: [new File(['x'], 'yield.xlsx')] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('analysis/yield.xlsx'));
    expect(screen.getByTestId('uploaded-path')).toHaveTextContent('analysis/yield.xlsx');
    await userEvent.click(screen.getByRole('button', { name: /移\s*除/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('null');
  });
});
