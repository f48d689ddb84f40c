import { HttpTraceRecorder, MASKED, maskUri, type RecordedExchange } from './http-trace';

const exchange = (n: number, extra: Partial<RecordedExchange> = {}): RecordedExchange => ({
  at: 1_700_000_000_000 + n,
  method: 'GET',
  origin: 'http://localhost',
  url: `/jeecg-boot/sys/x?n=${n}`,
  requestHeaders: { 'x-access-token': 'secret-token', cookie: 'a=b', accept: 'application/json' },
  remoteAddress: '127.0.0.1',
  status: 200,
  response: { getHeaders: () => ({ 'content-type': 'application/json' }) },
  timeTaken: n,
  principal: null,
  ...extra,
});

describe('HttpTraceRecorder', () => {
  it('keeps the last N exchanges, newest first, and counts every request', () => {
    const r = new HttpTraceRecorder(3);
    for (let n = 1; n <= 5; n++) r.record(exchange(n));
    expect(r.traces().map((t) => t.timeTaken)).toEqual([5, 4, 3]);
    expect(r.count).toBe(5);
    expect(r.totalMs).toBe(15);
    expect(r.maxMs).toBe(5);
  });

  it('masks the token header, cookies and token query parameters', () => {
    const r = new HttpTraceRecorder();
    r.record(exchange(1, { origin: 'http://h', url: '/jeecg-boot/sys/common/static/a.png?token=abc&x=1' }));
    const [t] = r.traces();
    expect(t.request.headers['x-access-token']).toEqual([MASKED]);
    expect(t.request.headers.cookie).toEqual([MASKED]);
    expect(t.request.headers.accept).toEqual(['application/json']);
    expect(t.request.uri).toBe(`http://h/jeecg-boot/sys/common/static/a.png?token=${MASKED}&x=1`);
    expect(JSON.stringify(r.traces())).not.toContain('secret-token');
    expect(maskUri('/a?password=p')).toBe(`/a?password=${MASKED}`);
  });
});
