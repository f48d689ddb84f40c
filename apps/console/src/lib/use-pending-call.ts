import { useCallback, useRef, useState } from 'react';

/**
 * A call with its pending state, for the sign-in pages (issue #17): TanStack Query's `useMutation` without its
 * QueryClient, which is not part of the first load. `run` resolves or rejects like `fn`.
 */
export function usePendingCall<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(0);
  const latest = useRef(fn);
  latest.current = fn;
  const run = useCallback(async (...args: A): Promise<R> => {
    setPending((n) => n + 1);
    try {
      return await latest.current(...args);
    } finally {
      setPending((n) => n - 1);
    }
  }, []);
  return { run, isPending: pending > 0 };
}
