import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MarkdownView } from './markdown-view';

describe('MarkdownView', () => {
  it('renders GFM tables', () => {
    renderWithProviders(<MarkdownView content={'| 指标 | 当前值 | 距平 |\n|---|---|---|\n| RAIN | 1012 mm | +6% |'} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1012 mm' })).toBeInTheDocument();
  });

  it('renders formulas in all four delimiter styles with KaTeX', () => {
    const { container } = renderWithProviders(
      <MarkdownView content={'a $x^2$ b\n\n$$\ny=1\n$$\n\nc \\(z_1\\) d\n\n\\[w=2\\]'} />,
    );
    expect(container.querySelectorAll('.katex').length).toBe(4);
    expect(container.querySelectorAll('.katex-display').length).toBe(2);
  });

  it('closes emphasis after CJK punctuation', () => {
    const { container } = renderWithProviders(<MarkdownView content="**结论：**降水1012毫米" />);
    expect(container.querySelector('strong')?.textContent).toBe('结论：');
  });

  it('keeps currency as text', () => {
    const { container } = renderWithProviders(<MarkdownView content="from $5 to $10" />);
    expect(container.querySelector('.katex')).toBeNull();
    expect(container.textContent).toContain('from $5 to $10');
  });

  it('highlights code and offers a copy button', () => {
    const { container } = renderWithProviders(<MarkdownView content={'```python\nprint("hi")\n```'} />);
    expect(container.querySelector('code.hljs')).not.toBeNull();
    expect(screen.getByRole('button', { name: '复制代码' })).toBeInTheDocument();
    expect(screen.getByText('python')).toBeInTheDocument();
  });

  it('drops raw HTML and script links', () => {
    const { container } = renderWithProviders(
      <MarkdownView content={'<img src=x onerror="alert(1)"> <script>alert(2)</script> [x](javascript:alert(3))'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });
});
