import net from 'node:net';

/** A reply of the RESP protocol: bulk/simple strings, integers, arrays, null, or an error. */
export type RespValue = string | number | null | RespValue[] | Error;

/** Parses one RESP reply at `offset`; null when the buffer does not hold it completely yet. */
export function parseResp(buf: Buffer, offset = 0): { value: RespValue; next: number } | null {
  const lineEnd = buf.indexOf('\r\n', offset);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buf[offset]);
  const line = buf.toString('utf8', offset + 1, lineEnd);
  const after = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, next: after };
    case '-':
      return { value: new Error(line), next: after };
    case ':':
      return { value: Number(line), next: after };
    case '$': {
      const len = Number(line);
      if (len < 0) return { value: null, next: after };
      if (buf.length < after + len + 2) return null;
      return { value: buf.toString('utf8', after, after + len), next: after + len + 2 };
    }
    case '*': {
      const n = Number(line);
      if (n < 0) return { value: null, next: after };
      const items: RespValue[] = [];
      let at = after;
      for (let i = 0; i < n; i++) {
        const item = parseResp(buf, at);
        if (!item) return null;
        items.push(item.value);
        at = item.next;
      }
      return { value: items, next: at };
    }
    default:
      throw new Error(`unexpected RESP type ${type}`);
  }
}

const encode = (args: string[]) =>
  `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;

/**
 * Runs commands on a Redis given by URL (`redis://[user:password@]host:port[/db]`) over one short-lived
 * connection and answers their replies in order. Enough for the monitor page (INFO, DBSIZE): no pooling.
 */
export async function redisCommands(url: string, commands: string[][], timeoutMs = 2000): Promise<RespValue[]> {
  const u = new URL(url);
  const prelude: string[][] = [];
  if (u.password)
    prelude.push(
      u.username
        ? ['AUTH', decodeURIComponent(u.username), decodeURIComponent(u.password)]
        : ['AUTH', decodeURIComponent(u.password)],
    );
  const db = u.pathname.replace(/^\//, '');
  if (db && db !== '0') prelude.push(['SELECT', db]);
  const all = [...prelude, ...commands];
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: u.hostname || '127.0.0.1', port: Number(u.port || 6379) });
    let buf = Buffer.alloc(0);
    const replies: RespValue[] = [];
    const fail = (e: Error) => {
      socket.destroy();
      reject(e);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error('Redis 连接超时')));
    socket.on('error', fail);
    socket.on('connect', () => socket.write(all.map(encode).join('')));
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      let parsed;
      while ((parsed = parseResp(buf))) {
        replies.push(parsed.value);
        buf = buf.subarray(parsed.next);
      }
      if (replies.length < all.length) return;
      socket.end();
      const error = replies.find((r): r is Error => r instanceof Error);
      if (error) reject(error);
      else resolve(replies.slice(prelude.length));
    });
  });
}

/** `INFO` text -> ordered key/value pairs (section headers and blank lines dropped). */
export function parseInfo(text: string): [string, string][] {
  return text
    .split(/\r?\n/)
    .filter((l) => l && !l.startsWith('#') && l.includes(':'))
    .map((l) => {
      const i = l.indexOf(':');
      return [l.slice(0, i), l.slice(i + 1)];
    });
}
