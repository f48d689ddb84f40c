import { countTreeNodes } from './get-depart-count';

describe('countTreeNodes', () => {
  it('counts every node at every depth', () => {
    const tree = [{ children: [{ children: [] }, { children: [{ children: [] }] }] }, { children: [] }];
    expect(countTreeNodes(tree)).toBe(5);
  });

  it('counts an empty tree as zero', () => {
    expect(countTreeNodes([])).toBe(0);
  });

  it('treats missing children as a leaf', () => {
    expect(countTreeNodes([{}, { children: null }])).toBe(2);
  });
});
