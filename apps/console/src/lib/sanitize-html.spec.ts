import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting markup', () => {
    expect(sanitizeHtml('<p><b>bold</b> <a href="https://x.org">link</a></p>')).toBe(
      '<p><b>bold</b> <a href="https://x.org">link</a></p>',
    );
  });

  it('removes scripts, event handlers and javascript urls', () => {
    const dirty = '<p onclick="alert(1)">hi</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|javascript:/i);
    expect(clean).toContain('hi');
  });

  it('removes frames and inline styles', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p style="position:fixed">x</p>')).toBe(
      '<p>x</p>',
    );
  });

  it('returns an empty string for missing content', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});
