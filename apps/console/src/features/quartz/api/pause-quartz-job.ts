import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quartzJobPause } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { quartzKeys } from './quartz-keys';
import { unwrapSchedule } from './schedule-result';

/** `GET /sys/quartzJob/pause?id=`: unschedules the job and marks it stopped (`status` -1). */
export async function pauseQuartzJob(id: string): Promise<void> {
  unwrapSchedule(await call(quartzJobPause, { query: { id } }));
}

export function usePauseQuartzJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseQuartzJob,
    // Not awaited: the caller reports success at once, the list and run logs refetch behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quartzKeys.all }),
  });
}
