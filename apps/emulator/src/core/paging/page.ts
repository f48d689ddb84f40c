import type { Page } from '@cropwatch/contract';

/** MyBatis-Plus `IPage` as JeecgBoot emits it (contract §5.1), bookkeeping keys included. */
export interface IPage<T> extends Page<T> {
  orders: unknown[];
  optimizeCountSql: boolean;
  searchCount: boolean;
  countId: null;
  maxLimit: null;
}

export function toPage<T>(records: T[], total: number, current: number, size: number): IPage<T> {
  return {
    records,
    total,
    size,
    current,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    countId: null,
    maxLimit: null,
    pages: size > 0 ? Math.ceil(total / size) : 0,
  };
}
