import { setFlagsFromString } from 'node:v8';
import { V8_FLAGS } from './heap-tuning';

// Hoisted above the imports: loading heap-tuning must not change this test process's V8.
jest.mock('node:v8', () => ({ setFlagsFromString: jest.fn() }));

describe('heap tuning', () => {
  it('turns allocation-site pretenuring off when loaded', () => {
    expect(V8_FLAGS).toContain('--no-allocation-site-pretenuring');
    for (const flag of V8_FLAGS) expect(setFlagsFromString).toHaveBeenCalledWith(flag);
  });
});
