import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchProgress } from '../api/generation';
import { analysesKey, itemsKey } from '../api/keys';

/** How often the workspace asks for progress while something waits. */
export const PROGRESS_INTERVAL_MS = 1000;

/**
 * Live progress of one analysis: polls `/analysis/analyzeMain/progress` every second while any item waits and
 * stops when none does (a generate command invalidates the analyses prefix, which restarts it). When an item's
 * status or version moves, the full items and the analysis header are fetched again for the new texts.
 */
export function useAnalysisProgress(analysisId: string | undefined) {
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: [...analysesKey, 'progress', analysisId],
    queryFn: ({ signal }) => fetchProgress(analysisId ?? '', signal),
    enabled: Boolean(analysisId),
    refetchInterval: (query) => (query.state.data?.counts.waiting ? PROGRESS_INTERVAL_MS : false),
    // Polling belongs to the open workspace; a hidden tab resumes on focus.
    refetchIntervalInBackground: false,
  });

  const signature = useMemo(
    () => progress.data?.items.map((i) => `${i.id}:${i.status}:${i.version}`).join('|'),
    [progress.data],
  );
  useEffect(() => {
    if (signature === undefined) return;
    void queryClient.invalidateQueries({ queryKey: [...itemsKey, 'analysis', analysisId] });
    void queryClient.invalidateQueries({ queryKey: [...analysesKey, 'one', analysisId] });
    // Only the signature matters: the first answer and every change of a status or version.
  }, [signature, analysisId, queryClient]);

  return progress;
}
