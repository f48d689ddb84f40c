/** Lazy chunk loading with the spec §8/§9 failure rules: a chunk that has not arrived after 120 s is an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type LoadErrorKind = 'chunk' | 'css' | 'module-not-found';

export class LoadError extends Error {
  constructor(
    readonly kind: LoadErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'LoadError';
  }
}

/** Sort a dynamic-import failure into the spec's three cases (Vite reports CSS preload failures separately). */
export function classifyLoadError(error: unknown): LoadErrorKind {
  if (error instanceof LoadError) return error.kind;
  const message = error instanceof Error ? error.message : String(error);
  if (/preload CSS|stylesheet/i.test(message)) return 'css';
  if (/Cannot find module|Unknown variable dynamic import|does not provide an export/i.test(message)) {
    return 'module-not-found';
  }
  return 'chunk';
}

/** Wrap an `import()` so it rejects with a LoadError after `timeoutMs` or on any failure. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new LoadError('chunk', `Loading chunk timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(
            error instanceof LoadError
              ? error
              : new LoadError(classifyLoadError(error), error instanceof Error ? error.message : String(error)),
          );
        },
      );
    });
}

const LOAD_HINT_KEYS: Record<LoadErrorKind, string> = {
  chunk: 'layout:page.chunkErrorHint',
  css: 'layout:page.cssError',
  'module-not-found': 'layout:page.moduleNotFound',
};

/** i18n keys describing an error thrown while loading or rendering a page (never the raw error text). */
export function errorTextKeys(error: unknown): { title: string; hint: string } {
  if (error instanceof LoadError) return { title: 'layout:page.chunkError', hint: LOAD_HINT_KEYS[error.kind] };
  return { title: 'layout:page.crashed', hint: 'layout:page.crashedHint' };
}
