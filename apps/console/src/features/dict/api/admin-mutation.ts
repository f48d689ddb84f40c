import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Result } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage, ResultError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { syncDictWidgets } from './query-all-dict-items';

/** The server's message of a successful write (`保存成功！`…); a refusal becomes a `ResultError`. */
export function resultMessage(res: Result<unknown>): string {
  if (!res.success) throw new ResultError(res.message || i18n.t('http.callFailed', { ns: 'common' }), res.code);
  return res.message;
}

/**
 * A write of the dictionary admin: shows the server's answer, refetches the given lists and, since every
 * write can change what dictionary widgets offer, reloads the local dictionary cache.
 */
export function useDictAdminMutation<V>(
  mutationFn: (variables: V) => Promise<string>,
  invalidate: readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (message) => {
      if (message) feedback.message.success(message);
      await Promise.all([
        ...invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        syncDictWidgets(queryClient),
      ]);
    },
    onError: (error) => {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    },
  });
}
