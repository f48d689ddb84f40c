import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quartzJobExecute } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { quartzKeys } from './quartz-keys';
import { unwrapSchedule } from './schedule-result';

/** `GET /sys/quartzJob/execute?id=`: runs the job once, about 100 ms later, whatever its status. */
export async function executeQuartzJob(id: string): Promise<void> {
  unwrapSchedule(await call(quartzJobExecute, { query: { id } }));
}

export function useExecuteQuartzJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeQuartzJob,
    // Not awaited: the caller reports success at once, the list and run logs refetch behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quartzKeys.all }),
  });
}
