import { AnalysisDispatchRegistry } from './analysis-dispatch.registry';

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
