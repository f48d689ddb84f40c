import { isAllowedImageSrc, sanitizeRichText, toPlainText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the formatting an announcement needs', () => {
    const html =
      '<h2>标题</h2><p style="text-align:center;color:#ff0000">段落<strong>粗</strong><em>斜</em><u>下划线</u></p>' +
      '<ul><li>一</li></ul><ol start="2"><li>二</li></ol><blockquote>引用</blockquote>' +
      '<table border="1"><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<a href="mailto:a@b.cn">邮件</a><a href="/isps/userAnnouncement">站内</a><img src="https://a.cn/x.png" alt="图" width="100">';
    expect(sanitizeRichText(html)).toBe(html.replace('width="100">', 'width="100" />'));
  });

  it('removes scripts, event attributes and script URLs in every spelling', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<SCRIPT SRC=//x.js></SCRIPT>',
      '<img src=x onerror=alert(1)>',
      '<p onmouseover="alert(1)">x</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<svg onload=alert(1)><script>alert(1)</script></svg>',
      '<math><mtext><script>alert(1)</script></mtext></math>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<form action="https://evil"><input name=a></form>',
      '<style>body{background:url(javascript:alert(1))}</style>',
      '<p style="background-image:url(javascript:alert(1));color:expression(alert(1))">x</p>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<img src="//evil.com/x.png">',
      '<img src="/sys/common/static/../../secret.key">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<base href="https://evil/">',
    ];
    const dangerous =
      /<script|on\w+=|javascript:|vbscript:|data:|<iframe|<svg|<object|<embed|<form|<style|<meta|<base|expression/i;
    for (const attack of attacks) {
      const clean = sanitizeRichText(attack);
      expect({ attack, clean, dangerous: dangerous.test(clean) }).toEqual({ attack, clean, dangerous: false });
    }
  });

  it('drops images that are neither web images nor our uploads, and keeps our uploads', () => {
    expect(sanitizeRichText('<img src="/sys/common/static/jeditor/a.png">')).toBe(
      '<img src="/sys/common/static/jeditor/a.png" />',
    );
    expect(sanitizeRichText('<img src="file:///etc/passwd">')).toBe('');
    expect(isAllowedImageSrc('/jeecg-boot/sys/common/static/a.png')).toBe(true);
    expect(isAllowedImageSrc('/other/a.png')).toBe(false);
    expect(isAllowedImageSrc(undefined)).toBe(false);
  });

  it('adds rel="noopener noreferrer" to links opening a new window and drops odd targets', () => {
    expect(sanitizeRichText('<a href="https://a.cn" target="_blank">x</a>')).toBe(
      '<a href="https://a.cn" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://a.cn" target="frame1">x</a>')).toBe('<a href="https://a.cn">x</a>');
  });
});

describe('toPlainText', () => {
  it('strips tags and script bodies but keeps readable text', () => {
    expect(toPlainText('<script>alert(1)</script>通知<b>一</b>')).toBe('通知一');
    expect(toPlainText('A & B < C')).toBe('A & B < C');
    expect(toPlainText('  标题  ')).toBe('标题');
  });

  it('strips markup that only appears after decoding entities', () => {
    expect(toPlainText('&lt;script&gt;alert(1)&lt;/script&gt;标题')).toBe('标题');
    expect(toPlainText('&amp;lt;img src=x onerror=alert(1)&amp;gt;标题')).not.toMatch(/<img/);
    expect(toPlainText('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<\/?script/i);
  });
});
