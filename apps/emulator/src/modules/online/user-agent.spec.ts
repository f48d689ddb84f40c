import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it('names browser and OS of common agents', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.61',
      ),
    ).toEqual({ browser: 'Edge 120', os: 'Windows' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Headless Chrome 131', os: 'Linux' });
    expect(
      describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0'),
    ).toEqual({
      browser: 'Firefox 121',
      os: 'macOS',
    });
  });

  it('answers null for what it cannot tell', () => {
    expect(describeUserAgent(undefined)).toEqual({ browser: null, os: null });
    expect(describeUserAgent('something')).toEqual({ browser: null, os: null });
  });
});
