import { isServerPage, probeServerPage } from './iframe-probe';

const answer = (status: number, type: string) =>
  vi.fn(() =>
    Promise.resolve(
      new Response(type.includes('json') ? '{"success":false}' : '<html></html>', {
        status,
        headers: { 'content-type': type },
      }),
    ),
  );

afterEach(() => vi.unstubAllGlobals());

describe('iframe probe (SQL监控 on a server without Druid)', () => {
  it('probes only pages of the API server', () => {
    expect(isServerPage('http://127.0.0.1:3000/jeecg-boot/druid/', 'http://127.0.0.1:3000/jeecg-boot')).toBe(true);
    expect(isServerPage('https://cloud.cropwatch.com.cn/', 'http://127.0.0.1:3000/jeecg-boot')).toBe(false);
    expect(isServerPage('http://127.0.0.1:3000/jeecg-bootx/', 'http://127.0.0.1:3000/jeecg-boot')).toBe(false);
  });

  it('calls a 404 or a JSON envelope missing and a real HTML page provided', async () => {
    vi.stubGlobal('fetch', answer(404, 'application/json'));
    expect(await probeServerPage('http://h/jeecg-boot/druid/')).toBe('missing');
    vi.stubGlobal('fetch', answer(200, 'application/json;charset=UTF-8'));
    expect(await probeServerPage('http://h/jeecg-boot/druid/')).toBe('missing');
    vi.stubGlobal('fetch', answer(200, 'text/html'));
    expect(await probeServerPage('http://h/jeecg-boot/druid/')).toBe('provided');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('network'))),
    );
    expect(await probeServerPage('http://h/jeecg-boot/druid/')).toBe('provided');
  });
});
