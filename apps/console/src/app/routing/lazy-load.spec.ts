import { CHUNK_LOAD_TIMEOUT_MS, classifyLoadError, errorTextKeys, LoadError, withTimeout } from './lazy-load';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 120 s for a chunk', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects with a chunk-load error when the chunk has not arrived in time', async () => {
    const load = withTimeout(() => new Promise<never>(() => undefined), 1000);
    const result = load();
    vi.advanceTimersByTime(1000);
    await expect(result).rejects.toMatchObject({ name: 'LoadError', kind: 'chunk' });
  });

  it('resolves with the module when it arrives in time', async () => {
    const load = withTimeout(() => Promise.resolve({ default: 1 }), 1000);
    await expect(load()).resolves.toEqual({ default: 1 });
  });

  it('turns a failed fetch into a chunk-load error', async () => {
    const load = withTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: x.js')));
    await expect(load()).rejects.toBeInstanceOf(LoadError);
  });
});

describe('classifyLoadError', () => {
  it('tells stylesheet, missing-module and chunk failures apart', () => {
    expect(classifyLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe('css');
    expect(classifyLoadError(new Error('Cannot find module ./x'))).toBe('module-not-found');
    expect(classifyLoadError(new TypeError('Failed to fetch dynamically imported module'))).toBe('chunk');
  });
});

describe('errorTextKeys', () => {
  it('describes load failures by kind', () => {
    expect(errorTextKeys(new LoadError('css', 'x'))).toEqual({ title: 'layout:page.chunkError', hint: 'layout:page.cssError' });
    expect(errorTextKeys(new LoadError('chunk', 'x')).hint).toBe('layout:page.chunkErrorHint');
  });

  it('describes any other error generically', () => {
    expect(errorTextKeys(new TypeError('x is undefined')).title).toBe('layout:page.crashed');
  });
});
