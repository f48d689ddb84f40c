import type { Dayjs } from 'dayjs';
import type { SysTenant, TenantAddBody } from '@cropwatch/contract';
import { DATE_TIME_FORMAT, dayjs } from '../../../lib/dayjs';

export type TenantStatus = 0 | 1;

export interface TenantFormValues {
  id: number;
  name: string;
  beginDate?: Dayjs | null;
  endDate?: Dayjs | null;
  status: TenantStatus;
}

const toWire = (d: Dayjs | null | undefined): string | null => (d ? d.format(DATE_TIME_FORMAT) : null);
const fromWire = (s: string | null): Dayjs | null => (s ? dayjs(s) : null);

/** Form values -> the add/edit body: dates as `yyyy-MM-dd HH:mm:ss`, empty ones as null. */
export const toTenantBody = (values: TenantFormValues): TenantAddBody => ({
  id: values.id,
  name: values.name.trim(),
  beginDate: toWire(values.beginDate),
  endDate: toWire(values.endDate),
  status: values.status,
});

export const tenantFormValues = (tenant: SysTenant): TenantFormValues => ({
  id: tenant.id,
  name: tenant.name,
  beginDate: fromWire(tenant.beginDate),
  endDate: fromWire(tenant.endDate),
  status: tenant.status === 0 ? 0 : 1,
});

/** An end before the beginning is refused (both optional). */
export const isPeriodValid = (begin?: Dayjs | null, end?: Dayjs | null): boolean =>
  !begin || !end || !end.isBefore(begin);
