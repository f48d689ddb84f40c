import type { QueryClient } from '@tanstack/react-query';

let client: QueryClient | null = null;

/**
 * The app's QueryClient once its module has loaded (issue #17: TanStack Query is not part of the sign-in page's
 * first load). The session store clears and cancels through this; before the client exists there is nothing to
 * clear.
 */
export const loadedQueryClient = (): QueryClient | null => client;

export function registerQueryClient(queryClient: QueryClient): void {
  client = queryClient;
}
