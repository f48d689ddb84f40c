import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quartzJobResume } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { quartzKeys } from './quartz-keys';
import { unwrapSchedule } from './schedule-result';

/** `GET /sys/quartzJob/resume?id=`: schedules the job again and marks it running (`status` 0). */
export async function resumeQuartzJob(id: string): Promise<void> {
  unwrapSchedule(await call(quartzJobResume, { query: { id } }));
}

export function useResumeQuartzJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeQuartzJob,
    // Not awaited: the caller reports success at once, the list and run logs refetch behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quartzKeys.all }),
  });
}
