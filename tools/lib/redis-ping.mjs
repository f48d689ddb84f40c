// One Redis command over a short-lived connection (the cluster launcher's readiness wait; no client library).
import net from 'node:net';

export function redisCommands(port, ...args) {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => socket.destroy(new Error('timeout')));
    socket.on('error', reject);
    socket.on('connect', () =>
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`),
    );
    socket.once('data', (chunk) => {
      socket.end();
      const text = chunk.toString('utf8');
      if (text.startsWith('-')) reject(new Error(text.slice(1).trim()));
      else resolve(text.trim());
    });
  });
}
