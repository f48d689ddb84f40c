import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { MarkdownEditor } from './index';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MarkdownEditor value={value} onChange={setValue} ariaLabel="正文" />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('MarkdownEditor', { timeout: 30_000 }, () => {
  it('edits Markdown text and previews it rendered', async () => {
    renderKit(<Harness initial="**降水**偏多" />);
    const area = await screen.findByLabelText('正文');
    await waitFor(() => expect(document.querySelector('.wmde-markdown strong')).toHaveTextContent('降水'));
    fireEvent.change(area, { target: { value: '# 标题\n\n- 灌浆期' } });
    expect(screen.getByTestId('value')).toHaveTextContent('# 标题 - 灌浆期');
    await waitFor(() => expect(document.querySelector('.wmde-markdown h1')).toHaveTextContent('标题'));
    expect(document.querySelector('.wmde-markdown li')).toHaveTextContent('灌浆期');
  });

  it('sanitises raw HTML in the preview', async () => {
    renderKit(<Harness initial={'<img src=x onerror="alert(1)"><script>alert(2)</script>ok'} />);
    await screen.findByLabelText('正文');
    await waitFor(() => expect(document.querySelector('.wmde-markdown')).toHaveTextContent('ok'));
    expect(document.querySelector('.wmde-markdown script')).toBeNull();
    expect(document.querySelector('.wmde-markdown img')?.getAttribute('onerror')).toBeFalsy();
  });

  it('offers the toolbar of the spec', async () => {
    renderKit(<Harness initial="" />);
    await screen.findByLabelText('正文');
    for (const name of ['bold', 'italic', 'strikethrough', 'hr', 'quote', 'table', 'link', 'code']) {
      expect(document.querySelector(`button[data-name="${name}"]`), name).not.toBeNull();
    }
  });
});
