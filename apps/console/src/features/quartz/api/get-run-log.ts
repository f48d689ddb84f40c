import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quartzJobRunLog, type Page, type QuartzJobLog } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { quartzKeys } from './quartz-keys';

// A type alias, not an interface: it must fit the contract's open query object.
export type RunLogQuery = {
  jobId: string;
  pageNo: number;
  pageSize: number;
};

/** A job's runs, newest first (emulator extension `GET /sys/quartzJob/runLog`). */
export async function getRunLog(query: RunLogQuery, signal?: AbortSignal): Promise<Page<QuartzJobLog>> {
  return unwrap(await call(quartzJobRunLog, { query }, { signal }));
}

/** `refreshMs` polls while the log is watched (false stops polling). */
export const runLogQueryOptions = (query: RunLogQuery, refreshMs: number | false = false) =>
  queryOptions({
    queryKey: [...quartzKeys.runLog(query.jobId), query.pageNo, query.pageSize],
    queryFn: ({ signal }) => getRunLog(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: refreshMs,
  });

export const useRunLog = (query: RunLogQuery, refreshMs: number | false = false) =>
  useQuery(runLogQueryOptions(query, refreshMs));
