import {
  buildUrl,
  fetchTransport,
  HttpError,
  HttpHeaders,
  serializeBody,
  serializeParams,
  type RequestConfig,
} from './http-transport';

const config = (over: Partial<RequestConfig> = {}): RequestConfig => ({
  url: '/sys/user/list',
  method: 'get',
  baseURL: '/jeecg-boot',
  params: {},
  headers: new HttpHeaders(),
  timeout: 9000,
  ...over,
});

describe('query parameters, written as axios wrote them', () => {
  it('skips null and undefined, repeats arrays as key[], keeps : $ , [ ] and writes spaces as +', () => {
    expect(
      serializeParams({ a: 'x y', b: null, c: undefined, d: ['1', '2'], e: 'a:b,c$[d]', f: true, g: 0, h: '管' }),
    ).toBe('a=x+y&d[]=1&d[]=2&e=a:b,c$[d]&f=true&g=0&h=%E7%AE%A1');
  });

  it('writes dates as ISO text and objects as JSON', () => {
    expect(serializeParams({ at: new Date(Date.UTC(2026, 0, 2)), o: { k: 1 } })).toBe(
      'at=2026-01-02T00:00:00.000Z&o=%7B%22k%22:1%7D',
    );
  });

  it('joins base and path, appends to a query already in the url, and leaves absolute urls alone', () => {
    expect(buildUrl(config({ params: { _t: 1, pageNo: 2 } }))).toBe('/jeecg-boot/sys/user/list?_t=1&pageNo=2');
    expect(buildUrl(config({ baseURL: '/api/', url: 'x?k=1', params: { a: 'b' } }))).toBe('/api/x?k=1&a=b');
    expect(buildUrl(config({ url: 'http://other.example/f.png' }))).toBe('http://other.example/f.png');
  });
});

describe('request bodies', () => {
  it('sends objects as JSON with its content type, FormData as it is', () => {
    const headers = new HttpHeaders();
    expect(serializeBody({ a: 1 }, headers)).toBe('{"a":1}');
    expect(headers.get('content-type')).toBe('application/json');
    const form = new FormData();
    const none = new HttpHeaders();
    expect(serializeBody(form, none)).toBe(form);
    expect(none.has('Content-Type')).toBe(false);
    expect(serializeBody(undefined, none)).toBeUndefined();
  });
});

describe('fetch transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends method, headers and body, and parses a JSON answer', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response('{"success":true}', { status: 200, headers: { 'x-a': '1' } })),
    );
    vi.stubGlobal('fetch', fetch);
    const headers = new HttpHeaders({ 'X-Access-Token': 'tok' });
    const res = await fetchTransport(config({ method: 'post', data: '{"a":1}', headers }));
    expect(res).toMatchObject({ status: 200, data: { success: true }, headers: { 'x-a': '1' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/jeecg-boot/sys/user/list');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', headers: [['X-Access-Token', 'tok']] });
  });

  it('rejects a non-2xx answer with the response, its text kept when it is not JSON', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('Bad gateway', { status: 502 })));
    const error = (await fetchTransport(config()).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.response).toMatchObject({ status: 502, data: 'Bad gateway' });
  });

  it('tells a timeout, a cancellation and a network failure apart', async () => {
    const hang = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    vi.stubGlobal('fetch', hang);
    await expect(fetchTransport(config({ timeout: 5 }))).rejects.toMatchObject({
      code: 'ECONNABORTED',
      message: 'timeout of 5ms exceeded',
    });
    const controller = new AbortController();
    const pending = fetchTransport(config({ signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchTransport(config())).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });

  it('reads a blob when asked', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('xls', { status: 200 })));
    const res = await fetchTransport(config({ responseType: 'blob' }));
    // Node's Blob (the Response's realm), not jsdom's: checked by its content.
    expect(await (res.data as Blob).text()).toBe('xls');
  });
});
