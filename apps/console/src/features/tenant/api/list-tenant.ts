import { tenantList } from '@cropwatch/contract';

/** `GET /sys/tenant/list` (read through the list kit); mutations invalidate `tenantListKey`. */
export const tenantListUrl = tenantList.path;
export const tenantListKey = ['tenant', 'list'] as const;
