import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderKit } from '../testing/render-kit';
import { RichTextEditor } from './index';

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        aria-label="内容"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>外部替换</p>')}>
        replace
      </button>
    </>
  );
}

// ProseMirror measures the DOM when it focuses or scrolls; jsdom has no layout. Typing is covered by the browser
// journey (announcement.spec.ts), which edits and formats real content.
beforeAll(() => {
  const rects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = rects;
  document.elementFromPoint = () => null;
});

describe('RichTextEditor', () => {
  it('loads lazily, shows the HTML it is given and follows a new value from outside', async () => {
    const onChange = vi.fn();
    renderKit(<Harness initial="<p>原有<strong>加粗</strong></p>" onChange={onChange} />);
    // The Tiptap chunk is transformed on first import: slow on a busy machine.
    const editor = await screen.findByRole('textbox', { name: '内容' }, { timeout: 40_000 });
    expect(editor.querySelector('strong')).toHaveTextContent('加粗');
    expect(screen.getByRole('toolbar', { name: '编辑工具栏' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'replace' }));
    await waitFor(() => expect(editor).toHaveTextContent('外部替换'));
    // Replacing from outside is not an edit: nothing is echoed back.
    expect(onChange.mock.calls).toEqual([]);
  });
});
