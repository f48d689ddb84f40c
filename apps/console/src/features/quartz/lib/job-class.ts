import type { QuartzJobClass } from '@cropwatch/contract';

/** The short class name: `org.jeecg.modules.quartz.job.SampleJob` → `SampleJob`. */
export const simpleClassName = (jobClassName: string): string => jobClassName.split('.').pop() || jobClassName;

/** A job class as the select shows it: its display name in the current language, then its class name. */
export const jobClassLabel = (c: QuartzJobClass, english: boolean): string =>
  `${english ? c.nameEn : c.name} (${c.jobClassName})`;
