import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quartzJobEdit, type QuartzJobEditBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { quartzKeys } from './quartz-keys';
import { unwrapSchedule } from './schedule-result';

/** `PUT /sys/quartzJob/edit`: rescheduled with the new values when running, stopped otherwise. */
export async function editQuartzJob(body: QuartzJobEditBody): Promise<void> {
  unwrapSchedule(await call(quartzJobEdit, { body }));
}

export function useEditQuartzJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editQuartzJob,
    // Not awaited: the caller reports success at once, the list and run logs refetch behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quartzKeys.all }),
  });
}
