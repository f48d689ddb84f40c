/** TanStack Query keys of the scheduled-jobs feature; every mutation invalidates `all` (list and run logs). */
export const quartzKeys = {
  all: ['quartz'] as const,
  jobs: ['quartz', 'jobs'] as const,
  jobClasses: ['quartz', 'jobClasses'] as const,
  runLog: (jobId: string) => ['quartz', 'runLog', jobId] as const,
};
