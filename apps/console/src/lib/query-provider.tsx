import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * `Component` inside the app's QueryClientProvider. The provider is not at the root (issue #17): TanStack Query is
 * not part of the sign-in page's first load, so every lazily loaded part of the app (the main layout, the other
 * sign-in pages, the login chooser) arrives wrapped in it, all sharing the one client.
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
