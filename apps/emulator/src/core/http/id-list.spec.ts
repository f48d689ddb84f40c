import { JeecgError } from '../errors/jeecg.errors';
import { distinctIds, requireIds, splitIds } from './id-list';

describe('id lists', () => {
  it('split a comma list, trimmed, without empties', () => {
    expect(splitIds(' a, b,,c ,')).toEqual(['a', 'b', 'c']);
    expect(splitIds(null)).toEqual([]);
    expect(splitIds(undefined)).toEqual([]);
  });

  it('drop repeats in first-seen order', () => {
    expect(distinctIds('b,a,b,a,c')).toEqual(['b', 'a', 'c']);
  });

  it('reject an empty batch', () => {
    expect(requireIds('x,')).toEqual(['x']);
    expect(() => requireIds(' , ')).toThrow(new JeecgError('ids不能为空'));
  });
});
