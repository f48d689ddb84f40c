import { QueryClient } from '@tanstack/react-query';
import { registerQueryClient } from './query-client-handle';

/** Default freshness of a cached call (spec §9: 30000 ms). */
export const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * No automatic retries: the request layer already shows every failure (spec §8), and a retry would show it
 * again. No refetch on focus: JeecgBoot lists are refreshed explicitly.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
registerQueryClient(queryClient);
