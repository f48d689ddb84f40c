import { protocolToken } from './socket.server';
import { matchPath } from './upgrade-router';

describe('matchPath', () => {
  it('matches literal and parameter segments and decodes parameters', () => {
    expect(matchPath('/jeecg-boot/websocket/:userId', '/jeecg-boot/websocket/abc')).toEqual({ userId: 'abc' });
    expect(matchPath('/jeecg-boot/vxeSocket/:userId/:pageId', '/jeecg-boot/vxeSocket/u%201/p')).toEqual({
      userId: 'u 1',
      pageId: 'p',
    });
  });

  it('refuses other paths, empty and badly encoded parameters', () => {
    for (const p of [
      '/jeecg-boot/websocket',
      '/jeecg-boot/websocket/',
      '/jeecg-boot/websocket/a/b',
      '/websocket/a',
      '/jeecg-boot/websocket/%E0%A4%A',
    ])
      expect(matchPath('/jeecg-boot/websocket/:userId', p)).toBeNull();
  });
});

describe('protocolToken', () => {
  it('reads the first offered sub-protocol', () => {
    expect(protocolToken('eyJ.a.b')).toBe('eyJ.a.b');
    expect(protocolToken('eyJ.a.b, other')).toBe('eyJ.a.b');
    expect(protocolToken(['x, y'])).toBe('x');
    expect(protocolToken('')).toBeUndefined();
    expect(protocolToken(undefined)).toBeUndefined();
  });
});
