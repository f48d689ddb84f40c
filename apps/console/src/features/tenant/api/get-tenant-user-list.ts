import { tenantUserList } from '@cropwatch/contract';

/** `GET /sys/tenant/getTenantUserList?userTenantId=`: the users whose `rel_tenant_ids` hold the tenant (list kit). */
export const tenantUserListUrl = tenantUserList.path;
