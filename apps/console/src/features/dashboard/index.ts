import type { QueryClient } from '@tanstack/react-query';
import { cropOverviewQueryOptions } from './api/get-crop-overview';

/**
 * The home dashboard (dashboard/Analysis).
 * Its pages are loaded lazily by app/routing/component-registry.ts (one chunk per feature); the shell uses only
 * `prefetchAnalysisData` statically. Export here whatever becomes shared.
 */

/**
 * Starts the data the home page's first card needs (the latest crop overview) when the page's chunk starts
 * loading, not after the page renders (issue #32): the page's own query then finds it in flight or cached.
 */
export function prefetchAnalysisData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(cropOverviewQueryOptions(undefined));
}
