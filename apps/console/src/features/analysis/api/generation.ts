import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  analysisItemGenerate,
  analysisMainCancel,
  analysisMainGenerate,
  analysisMainProgress,
  type AnalysisMainGenerateBody,
  type Result,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { analysesKey } from './keys';

export type AnalysisProgress = NonNullable<Awaited<ReturnType<typeof fetchProgress>>>;

/** The status, counts and each item's status of an analysis: the cheap answer the workspace polls. */
export async function fetchProgress(id: string, signal?: AbortSignal) {
  return unwrap(await call(analysisMainProgress, { query: { id } }, { signal, silent: true }));
}

/**
 * The generation commands answer with the server's message (`已加入生成队列：3项`), shown as is; every one
 * changes statuses, so the analysis, its items and its progress refresh.
 */
export type GenerationCommand =
  | { kind: 'analysis'; body: AnalysisMainGenerateBody }
  | { kind: 'items'; ids: string[] }
  | { kind: 'cancel'; id: string };

export async function runGeneration(command: GenerationCommand): Promise<string> {
  const res: Result<unknown> =
    command.kind === 'analysis'
      ? await call(analysisMainGenerate, { body: command.body })
      : command.kind === 'items'
        ? await call(analysisItemGenerate, { body: { ids: command.ids } })
        : await call(analysisMainCancel, { body: { id: command.id } });
  unwrap(res);
  return res.message;
}

export function useGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runGeneration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: analysesKey }),
  });
}
