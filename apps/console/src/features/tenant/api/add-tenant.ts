import { tenantAdd, type TenantAddBody } from '@cropwatch/contract';
import { rowMutation } from '../../../lib/row-mutation';
import { tenantListKey } from './list-tenant';

/** `POST /sys/tenant/add`: the id is typed in; one in use answers `该编号已存在!`. */
export const { send: addTenant, useRowMutation: useAddTenant } = rowMutation({
  row: tenantAdd,
  request: (body: TenantAddBody) => ({ body }),
  invalidates: [tenantListKey],
});
