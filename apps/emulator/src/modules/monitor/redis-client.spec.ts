import net from 'node:net';
import { parseInfo, parseResp, redisCommands } from './redis-client';

describe('RESP', () => {
  it('parses strings, integers, bulk strings, arrays and partial buffers', () => {
    expect(parseResp(Buffer.from('+OK\r\n'))).toEqual({ value: 'OK', next: 5 });
    expect(parseResp(Buffer.from(':42\r\n'))?.value).toBe(42);
    expect(parseResp(Buffer.from('$5\r\nhello\r\n'))?.value).toBe('hello');
    expect(parseResp(Buffer.from('$-1\r\n'))?.value).toBeNull();
    expect(parseResp(Buffer.from('*2\r\n:1\r\n$1\r\na\r\n'))?.value).toEqual([1, 'a']);
    expect(parseResp(Buffer.from('$5\r\nhel'))).toBeNull();
    expect(parseResp(Buffer.from('-ERR no\r\n'))?.value).toBeInstanceOf(Error);
  });

  it('reads INFO lines', () => {
    expect(parseInfo('# Server\r\nredis_version:7.2.4\r\n\r\n# Memory\r\nused_memory:1024\r\n')).toEqual([
      ['redis_version', '7.2.4'],
      ['used_memory', '1024'],
    ]);
  });

  it('talks to a server over TCP (a fake that answers INFO and DBSIZE)', async () => {
    const server = net.createServer((s) =>
      s.on('data', (d) => {
        const text = d.toString();
        let out = '';
        if (text.includes('AUTH')) out += '+OK\r\n';
        if (text.includes('INFO')) out += '$21\r\nredis_version:7.2.4\r\n\r\n';
        if (text.includes('DBSIZE')) out += ':7\r\n';
        s.write(out);
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as net.AddressInfo;
    try {
      const [info, size] = await redisCommands(`redis://:pw@127.0.0.1:${port}`, [['INFO'], ['DBSIZE']]);
      expect(parseInfo(info as string)).toEqual([['redis_version', '7.2.4']]);
      expect(size).toBe(7);
    } finally {
      server.close();
    }
  });
});
