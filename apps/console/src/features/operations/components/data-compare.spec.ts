import { describe, expect, it } from 'vitest';
import { compareSnapshots } from './data-compare';

describe('compareSnapshots', () => {
  it('lists the union of fields and marks the changed ones', () => {
    expect(compareSnapshots('{"titile":"a","n":1,"o":{"x":1}}', '{"titile":"b","n":1,"extra":null}')).toEqual([
      { field: 'titile', left: 'a', right: 'b', changed: true },
      { field: 'n', left: '1', right: '1', changed: false },
      { field: 'o', left: '{"x":1}', right: '', changed: true },
      { field: 'extra', left: '', right: '', changed: false },
    ]);
  });

  it('treats broken or missing content as empty', () => {
    expect(compareSnapshots('not json', undefined)).toEqual([]);
  });
});
