import type { QuartzJobClass } from '@cropwatch/contract';
import { type QuartzJobHandler, QuartzJobRegistry } from './job-registry';

const job = (jobClassName: string): QuartzJobHandler => ({
  info: { jobClassName } as QuartzJobClass,
  execute: () => jobClassName,
});

describe('QuartzJobRegistry', () => {
  it('finds a class by its trimmed name and lists the allow-list in order', () => {
    const registry = new QuartzJobRegistry([job('a.B'), job('c.D')]);
    expect(registry.get(' a.B ')?.info.jobClassName).toBe('a.B');
    expect(registry.get('a.b')).toBeUndefined();
    expect(registry.list().map((c) => c.jobClassName)).toEqual(['a.B', 'c.D']);
  });

  it('rejects two jobs with one class name', () => {
    expect(() => new QuartzJobRegistry([job('a.B'), job('a.B')])).toThrow('duplicate job class a.B');
  });
});
