import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quartzJobAdd, type QuartzJobAddBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { quartzKeys } from './quartz-keys';
import { unwrapSchedule } from './schedule-result';

/** `POST /sys/quartzJob/add`: a running job (`status` 0) is scheduled at once. */
export async function addQuartzJob(body: QuartzJobAddBody): Promise<void> {
  unwrapSchedule(await call(quartzJobAdd, { body }));
}

export function useAddQuartzJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addQuartzJob,
    // Not awaited: the caller reports success at once, the list and run logs refetch behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quartzKeys.all }),
  });
}
