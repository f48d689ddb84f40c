import type { QuartzJobClass } from '@cropwatch/contract';
import { AnalysisDispatchRegistry } from './analysis-dispatch.registry';
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

describe('AnalysisDispatchRegistry', () => {
  it('holds one dispatcher', () => {
    const registry = new AnalysisDispatchRegistry();
    expect(registry.current()).toBeUndefined();
    const dispatcher = { dispatchPending: () => Promise.resolve('done') };
    registry.register(dispatcher);
    registry.register(dispatcher);
    expect(registry.current()).toBe(dispatcher);
    expect(() => registry.register({ dispatchPending: () => Promise.resolve('other') })).toThrow(/already registered/);
  });
});
