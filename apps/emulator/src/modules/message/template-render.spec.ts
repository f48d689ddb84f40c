import { JeecgError } from '../../core/errors/jeecg.errors';
import { escapeHtml, fillTemplate, looksLikeHtml, parseTestData, placeholdersOf, textToHtml } from './template-render';

describe('template rendering', () => {
  it('finds the placeholders of name and content once each, in order', () => {
    expect(placeholdersOf('任务 ${taskName}', '${ realname }，${taskName} 于 ${deadline} 截止；$notVar {x}')).toEqual([
      'taskName',
      'realname',
      'deadline',
    ]);
  });

  it('fills placeholders, escaping values for rich text only', () => {
    const values = { name: '<b>张</b>', n: '1' };
    expect(fillTemplate('你好 ${name}，共 ${n} 条，${missing}', values)).toBe('你好 <b>张</b>，共 1 条，${missing}');
    expect(fillTemplate('<p>${name}</p>', values, true)).toBe('<p>&lt;b&gt;张&lt;/b&gt;</p>');
  });

  it('reads testData as a JSON object of strings', () => {
    expect(parseTestData('{"a":"x","b":2,"c":true,"d":null,"e":{"f":1}}')).toEqual({
      a: 'x',
      b: '2',
      c: 'true',
      d: '',
      e: '{"f":1}',
    });
    expect(parseTestData({ a: 1 })).toEqual({ a: '1' });
    expect(parseTestData(undefined)).toEqual({});
    expect(parseTestData('  ')).toEqual({});
    for (const bad of ['{x', '[1]', '"text"', '1', 'null'])
      expect(() => parseTestData(bad)).toThrow(new JeecgError('解析Json出错！'));
  });

  it('turns plain text into safe HTML', () => {
    expect(textToHtml('a < b\nc & d')).toBe('<p>a &lt; b<br>c &amp; d</p>');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
    expect(looksLikeHtml('<p>x</p>')).toBe(true);
    expect(looksLikeHtml('a < b > c')).toBe(false);
  });
});
