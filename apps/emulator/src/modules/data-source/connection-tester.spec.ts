import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSourceMessages } from '@cropwatch/contract';
import { openSqliteOffLoop } from './connection-tester';

describe('openSqliteOffLoop (issue #29)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cropwatch-fifo-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives up on a named pipe nobody writes at the time limit, the event loop running meanwhile', async () => {
    const fifo = path.join(dir, 'pipe.sqlite');
    execFileSync('mkfifo', [fifo]);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    const started = Date.now();
    try {
      expect(await openSqliteOffLoop(fifo, 600)).toEqual({ ok: false, reason: DataSourceMessages.sqliteNotFile });
      // The checks refuse a pipe; the time limit is the last line, for one swapped in after them.
      const outcome = await openSqliteOffLoop(fifo, 600, false);
      expect(outcome).toEqual({ ok: false, reason: `${DataSourceMessages.sqliteTimeout}（0.6 秒）` });
    } finally {
      clearInterval(ticker);
    }
    expect(Date.now() - started).toBeLessThan(3000);
    expect(ticks).toBeGreaterThan(10);
  });
});
