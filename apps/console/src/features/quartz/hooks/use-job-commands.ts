import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QuartzJobStatus, type QuartzJob } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useExecuteQuartzJob } from '../api/execute-quartz-job';
import { usePauseQuartzJob } from '../api/pause-quartz-job';
import { useResumeQuartzJob } from '../api/resume-quartz-job';
import { useQuartzButtons } from './use-quartz-buttons';

export type JobCommand = 'pause' | 'resume' | 'execute';

/** Pause for a running job, resume for a stopped one (Vue2 QuartzJobList's 启动 / 停止 toggle). */
export const toggleCommandOf = (job: Pick<QuartzJob, 'status'>): JobCommand =>
  job.status === QuartzJobStatus.normal ? 'pause' : 'resume';

/**
 * Pause, resume and run-once, each confirmed first (as the Vue2 list's pop-confirms), then reported with a
 * message; the list and the run logs refetch through the mutations' invalidation.
 */
export function useJobCommands() {
  const { t } = useTranslation('quartz');
  const buttons = useQuartzButtons();
  const pause = usePauseQuartzJob();
  const resume = useResumeQuartzJob();
  const execute = useExecuteQuartzJob();
  const mutations = useMemo(() => ({ pause, resume, execute }), [pause, resume, execute]);

  // Each command has its own button code (seed/menus.json): `quartz:pause`, `quartz:resume`, `quartz:execute`.
  const allowed = useCallback((command: JobCommand) => buttons[command], [buttons]);

  const run = useCallback(
    (command: JobCommand, job: Pick<QuartzJob, 'id'>) =>
      new Promise<boolean>((resolve) => {
        feedback.modal.confirm({
          title: t(`commands.${command}.confirm`),
          okText: t('actions.ok'),
          cancelText: t('actions.cancel'),
          onOk: async () => {
            try {
              await mutations[command].mutateAsync(job.id);
              feedback.message.success(t(`commands.${command}.done`));
              resolve(true);
            } catch (error) {
              const message = failureMessage(error);
              if (message) feedback.message.warning(message);
              resolve(false);
            }
          },
          onCancel: () => resolve(false),
        });
      }),
    [mutations, t],
  );

  const pending = pause.isPending || resume.isPending || execute.isPending;
  return { run, allowed, pending };
}
