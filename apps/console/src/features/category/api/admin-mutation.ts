import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Result } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage, ResultError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { categoryKeys } from './keys';

/** The server's message of a successful write; a refusal becomes a `ResultError`. */
export function resultMessage(res: Result<unknown>): string {
  if (!res.success) throw new ResultError(res.message || i18n.t('http.callFailed', { ns: 'common' }), res.code);
  return res.message;
}

/** A category write: shows the server's answer and reloads the list with every loaded level. */
export function useCategoryMutation<V>(mutationFn: (variables: V) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (message) => {
      if (message) feedback.message.success(message);
      await queryClient.invalidateQueries({ queryKey: categoryKeys.list });
    },
    onError: (error) => {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    },
  });
}
