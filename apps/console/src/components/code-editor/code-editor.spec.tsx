import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const config = vi.fn();
vi.mock('@monaco-editor/react', () => ({
  loader: { config },
  default: (props: {
    value: string;
    language: string;
    theme: string;
    options: { readOnly: boolean };
    onChange: (v: string) => void;
  }) => (
    <textarea
      aria-label="code"
      data-language={props.language}
      data-theme={props.theme}
      readOnly={props.options.readOnly}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));
vi.mock('monaco-editor/editor/editor.api', () => ({ editor: {}, marker: 'bundled-monaco' }));
vi.mock('monaco-editor/languages/features/json/register', () => ({}));
vi.mock('monaco-editor/languages/definitions/sql/register', () => ({}));
vi.mock('monaco-editor/languages/definitions/javascript/register', () => ({}));
vi.mock('monaco-editor/editor/editor.worker?worker', () => ({ default: class {} }));
vi.mock('monaco-editor/languages/features/json/json.worker?worker', () => ({ default: class {} }));

describe('CodeEditor', () => {
  it('points the loader at the bundled monaco, never the CDN default', async () => {
    const { default: CodeEditor } = await import('./code-editor');
    render(<CodeEditor value="{}" />);
    expect(config).toHaveBeenCalledTimes(1);
    expect((config.mock.calls[0][0] as { monaco: unknown }).monaco).toMatchObject({ marker: 'bundled-monaco' });
    expect(config.mock.calls[0][0]).not.toHaveProperty('paths');
  });

  it('passes language, theme and read-only mode, and reports edits', async () => {
    const { default: CodeEditor } = await import('./code-editor');
    const onChange = vi.fn();
    const { rerender } = render(
      <CodeEditor value="select 1" language="sql" theme="dark" readOnly onChange={onChange} />,
    );
    const area = screen.getByLabelText('code');
    expect(area).toHaveAttribute('data-language', 'sql');
    expect(area).toHaveAttribute('data-theme', 'vs-dark');
    expect(area).toHaveAttribute('readonly');
    rerender(<CodeEditor value="[]" language="json" onChange={onChange} />);
    expect(screen.getByLabelText('code')).toHaveAttribute('data-theme', 'vs');
    expect(screen.getByLabelText('code')).not.toHaveAttribute('readonly');
  });

  it('loads lazily behind a placeholder', async () => {
    const { CodeEditor } = await import('./index');
    render(<CodeEditor value="{}" />);
    expect(await screen.findByLabelText('code')).toHaveValue('{}');
  });
});
