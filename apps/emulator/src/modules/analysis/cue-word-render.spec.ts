import { cueWordVariables, renderCueWord } from '@cropwatch/contract';

describe('renderCueWord', () => {
  it('replaces every variable from the sample values', () => {
    const r = renderCueWord('Describe {indicator} in {region} for {period}; {region} again.', {
      region: 'Punjab',
      period: 'Jul–Oct 2025',
      indicator: 'VCIx',
    });
    expect(r.text).toBe('Describe VCIx in Punjab for Jul–Oct 2025; Punjab again.');
    expect(r.variables).toEqual(['indicator', 'region', 'period']);
    expect(r.missing).toEqual([]);
    expect(r.unused).toEqual([]);
  });

  it('keeps and reports variables without a value, and reports unused values', () => {
    const r = renderCueWord('{region}：{period}', { region: '印度', period: ' ', crop: 'rice' });
    expect(r.text).toBe('印度：{period}');
    expect(r.missing).toEqual(['period']);
    expect(r.unused).toEqual(['crop']);
  });

  it('treats doubled braces as literal braces and ignores non-variable braces', () => {
    expect(renderCueWord('{{region}} {a-b} {x}', { x: '1', region: 'R' }).text).toBe('{region} {a-b} 1');
    expect(cueWordVariables('{{region}} {a-b} {x} {_y2}')).toEqual(['x', '_y2']);
  });

  it('does not read inherited properties as values', () => {
    expect(renderCueWord('{constructor}', {}).missing).toEqual(['constructor']);
  });
});
