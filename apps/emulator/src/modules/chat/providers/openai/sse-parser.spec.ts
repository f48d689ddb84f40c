import { SseParser } from './sse-parser';
import { ThinkFilter } from './think-filter';

const STREAM =
  ': keep-alive\n\n' +
  'event: message\nid: 1\ndata: {"a":1}\n\n' +
  'data: first line\ndata: second line\r\n\r\n' +
  'data:no-space\r\rdata: [DONE]\n\n';

describe('SseParser', () => {
  it('returns the same events however the stream is split', () => {
    const whole = new SseParser().push(STREAM);
    expect(whole).toEqual(['{"a":1}', 'first line\nsecond line', 'no-space', '[DONE]']);
    for (let size = 1; size <= 7; size++) {
      const p = new SseParser();
      const out: string[] = [];
      for (let i = 0; i < STREAM.length; i += size) out.push(...p.push(STREAM.slice(i, i + size)));
      out.push(...p.end());
      expect(out).toEqual(whole);
    }
  });

  it('keeps an event that lacks its final blank line at the end of the stream', () => {
    const p = new SseParser();
    expect(p.push('data: tail')).toEqual([]);
    expect(p.end()).toEqual(['tail']);
  });
});

describe('ThinkFilter', () => {
  it('drops <think> blocks split across chunks', () => {
    const text = 'A<think>hidden\nreasoning</think>B <thin';
    for (let size = 1; size <= 6; size++) {
      const f = new ThinkFilter();
      let out = '';
      for (let i = 0; i < text.length; i += size) out += f.push(text.slice(i, i + size));
      out += f.flush();
      expect(out).toBe('AB ');
    }
  });

  it('lets ordinary angle brackets through', () => {
    const f = new ThinkFilter();
    expect(f.push('a < b and <b>bold</b>') + f.flush()).toBe('a < b and <b>bold</b>');
  });
});
