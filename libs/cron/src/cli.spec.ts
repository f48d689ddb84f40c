import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');

function cli(...args: string[]): { stdout: string; status: number } {
  try {
    const stdout = execFileSync(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        '--conditions=@cropwatch/source',
        join(__dirname, 'cli.ts'),
        ...args,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    return { stdout, status: 0 };
  } catch (error) {
    const failed = error as { stdout: string; status: number };
    return { stdout: failed.stdout, status: failed.status };
  }
}

describe('cron command line', () => {
  it('prints exactly one JSON object with the next fire times', () => {
    const { stdout, status } = cli(
      'next',
      '0 15 10 ? * *',
      '--tz',
      'Asia/Shanghai',
      '--from',
      '2026-03-01T00:00:00+08:00',
      '--count',
      '2',
    );
    expect(status).toBe(0);
    expect(stdout).toBe('{"valid":true,"next":["2026-03-01T10:15:00+08:00","2026-03-02T10:15:00+08:00"]}\n');
  });

  it('exits 0 for an invalid expression', () => {
    const { stdout, status } = cli('next', '0 0 12 ? * ?');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ valid: false });
  });

  it('exits 2 for a malformed command line', () => {
    expect(cli('next').status).toBe(2);
  });
});
