import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CropTask, Result } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage, ResultError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { cropTaskKeys } from './keys';

/** The task of a successful write; a refusal becomes a `ResultError` with the server's message. */
export function taskResult(res: Result<CropTask | null>): { task: CropTask; message: string } {
  if (!res.success || !res.result) {
    throw new ResultError(res.message || i18n.t('http.callFailed', { ns: 'common' }), res.code);
  }
  return { task: res.result, message: res.message };
}

/** A crop task write: shows the server's answer and reloads the list and the task. */
export function useTaskMutation<V>(mutationFn: (variables: V) => Promise<{ task: CropTask; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ task, message }) => {
      if (message) {
        if (task.status === 'failed') feedback.message.warning(message);
        else feedback.message.success(message);
      }
      queryClient.setQueryData(cropTaskKeys.detail(task.id), task);
      await queryClient.invalidateQueries({ queryKey: cropTaskKeys.list });
    },
    onError: (error) => {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    },
  });
}
