import { queryOptions, useQuery } from '@tanstack/react-query';
import { quartzJobClasses, type QuartzJobClass } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { quartzKeys } from './quartz-keys';

/** The job classes the server can run (emulator extension `GET /sys/quartzJob/jobClasses`). */
export async function getJobClasses(signal?: AbortSignal): Promise<QuartzJobClass[]> {
  return unwrap(await call(quartzJobClasses, {}, { signal }));
}

// The server's "classpath" changes only with a deployment.
export const jobClassesQueryOptions = () =>
  queryOptions({
    queryKey: quartzKeys.jobClasses,
    queryFn: ({ signal }) => getJobClasses(signal),
    staleTime: 10 * 60_000,
  });

export const useJobClasses = () => useQuery(jobClassesQueryOptions());
