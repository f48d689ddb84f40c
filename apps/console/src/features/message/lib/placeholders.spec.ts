import { isJsonObjectOrEmpty, parseTestJson, placeholdersOf } from './placeholders';

describe('template placeholders', () => {
  it('lists each ${name} once, in order, across title and content', () => {
    expect(placeholdersOf('${period}速报', '${ realname }，您好：${taskName} 于 ${deadline}；${period}')).toEqual([
      'period',
      'realname',
      'taskName',
      'deadline',
    ]);
    expect(placeholdersOf('no variables, $name or {x}')).toEqual([]);
  });

  it('reads stored test data as strings and ignores anything but an object', () => {
    expect(parseTestJson('{"a":"x","n":3,"o":{"k":1}}')).toEqual({ a: 'x', n: '3', o: '{"k":1}' });
    expect(parseTestJson('[1]')).toEqual({});
    expect(parseTestJson('{broken')).toEqual({});
    expect(parseTestJson(null)).toEqual({});
  });

  it('accepts empty test data or a JSON object only', () => {
    expect(isJsonObjectOrEmpty('')).toBe(true);
    expect(isJsonObjectOrEmpty('{"a":1}')).toBe(true);
    expect(isJsonObjectOrEmpty('"text"')).toBe(false);
    expect(isJsonObjectOrEmpty('{a:1}')).toBe(false);
  });
});
