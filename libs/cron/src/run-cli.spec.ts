import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli';

function run(...args: string[]) {
  const result = runCli(args, () => Date.UTC(2026, 0, 1, 0, 0, 0));
  return { exitCode: result.exitCode, body: JSON.parse(result.stdout) as Record<string, unknown> };
}

describe('runCli next', () => {
  it('prints the next fire times with the zone offset', () => {
    expect(
      run('next', '0 15 10 * * ?', '--tz', 'Asia/Shanghai', '--from', '2026-03-01T00:00:00+08:00', '--count', '3'),
    ).toEqual({
      exitCode: 0,
      body: {
        valid: true,
        next: ['2026-03-01T10:15:00+08:00', '2026-03-02T10:15:00+08:00', '2026-03-03T10:15:00+08:00'],
      },
    });
  });

  it('prints ten fire times from now by default', () => {
    const { body } = run('next', '0 0 * * * ?', '--tz', 'UTC');
    expect(body.next).toHaveLength(10);
    expect((body.next as string[])[0]).toBe('2026-01-01T01:00:00+00:00');
  });

  it('accepts --flag=value', () => {
    expect(run('next', '0 0 12 * * ?', '--tz=UTC', '--count=1').body).toEqual({
      valid: true,
      next: ['2026-01-01T12:00:00+00:00'],
    });
  });

  it('reads a --from without an offset as a wall time in --tz', () => {
    expect(
      run('next', '0 0 12 * * ?', '--tz', 'Asia/Shanghai', '--from', '2026-03-01T12:00:00', '--count', '1').body,
    ).toEqual({
      valid: true,
      next: ['2026-03-02T12:00:00+08:00'],
    });
  });

  it('prints an empty list for an expression that never fires', () => {
    expect(run('next', '0 0 0 30 2 ?', '--tz', 'UTC').body).toEqual({ valid: true, next: [] });
  });

  it('reports an invalid expression as JSON and exits 0', () => {
    expect(run('next', '0 0 12 * * *', '--tz', 'UTC')).toEqual({
      exitCode: 0,
      body: { valid: false, error: 'Day-of-month and day-of-week are both set; one of them must be "?".' },
    });
  });

  it('reports an unknown time zone as JSON and exits 0', () => {
    expect(run('next', '0 0 12 * * ?', '--tz', 'Mars/Base', '--from', '2026-01-01T00:00:00')).toEqual({
      exitCode: 0,
      body: { valid: false, error: 'Unknown time zone "Mars/Base".' },
    });
  });

  it.each([
    [['next']],
    [['frobnicate', '* * * * * ?']],
    [['next', '0 0 12 * * ?', '--count', '0']],
    [['next', '0 0 12 * * ?', '--count', 'ten']],
    [['next', '0 0 12 * * ?', '--from', 'yesterday']],
    [['next', '0 0 12 * * ?', '--colour', 'red']],
    [['next', '0 0 12 * * ?', '--tz']],
    [['describe', '0 0 12 * * ?', '--lang', 'fr-FR']],
  ])('rejects the command line %j with exit code 2', (args) => {
    const { exitCode, body } = run(...args);
    expect(exitCode).toBe(2);
    expect(body).toMatchObject({ valid: false });
    expect(typeof body.error).toBe('string');
  });
});

describe('runCli describe', () => {
  it('describes in Chinese', () => {
    expect(run('describe', '0 15 10 ? * MON-FRI', '--lang', 'zh-CN')).toEqual({
      exitCode: 0,
      body: { valid: true, description: '在10:15, 星期一至星期五' },
    });
  });

  it('describes in English by default', () => {
    expect(run('describe', '0 15 10 L-2 * ?').body).toEqual({
      valid: true,
      description: 'At 10:15, 2 days before the last day of the month',
    });
  });

  it('reports an invalid expression', () => {
    expect(run('describe', '0 0 24 * * ?')).toEqual({
      exitCode: 0,
      body: { valid: false, error: 'Hour: 24 is outside 0–23.' },
    });
  });
});
