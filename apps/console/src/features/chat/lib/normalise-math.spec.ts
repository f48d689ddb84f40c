import { normaliseMath } from './normalise-math';

describe('normaliseMath', () => {
  it('keeps inline dollar math', () => {
    expect(normaliseMath('VCIx $= \\max(VCI)$ 最佳')).toBe('VCIx $= \\max(VCI)$ 最佳');
  });

  it('keeps display dollar math', () => {
    expect(normaliseMath('前文\n$$\nE = mc^2\n$$\n后文')).toBe('前文\n$$\nE = mc^2\n$$\n后文');
    expect(normaliseMath('inline $$a+b$$ here')).toBe('inline $$a+b$$ here');
  });

  it('rewrites \\( … \\) to inline dollars', () => {
    expect(normaliseMath('降水距平 \\( \\Delta R = R - \\bar R \\) 为正')).toBe(
      '降水距平 $\\Delta R = R - \\bar R$ 为正',
    );
  });

  it('rewrites \\[ … \\] to a display block, across lines', () => {
    expect(normaliseMath('公式：\\[\nCPI = \\frac{a}{b}\n\\]结束')).toBe('公式：\n$$\nCPI = \\frac{a}{b}\n$$\n结束');
  });

  it('handles all four styles in one answer', () => {
    const out = normaliseMath('a $x$ b $$y$$ c \\(z\\) d \\[w\\]');
    expect(out).toBe('a $x$ b $$y$$ c $z$ d \n$$\nw\n$$\n');
  });

  it('escapes currency dollars so they are not read as math', () => {
    expect(normaliseMath('It costs $5 to $10 per ha.')).toBe('It costs \\$5 to \\$10 per ha.');
    expect(normaliseMath('Price: $3.')).toBe('Price: \\$3.');
  });

  it('leaves code spans and fenced code untouched', () => {
    const md = 'Use `\\(x\\)` or `$HOME`:\n```sh\necho $PATH \\[x\\]\n```\nthen \\(y\\)';
    expect(normaliseMath(md)).toBe('Use `\\(x\\)` or `$HOME`:\n```sh\necho $PATH \\[x\\]\n```\nthen $y$');
  });

  it('keeps an unclosed fence (still streaming) as code', () => {
    expect(normaliseMath('text\n```js\nconst a = "$1";')).toBe('text\n```js\nconst a = "$1";');
  });

  it('keeps escaped dollars as they are', () => {
    expect(normaliseMath('\\$100 and $a$')).toBe('\\$100 and $a$');
  });
});
