import { tenantEdit, type TenantEditBody } from '@cropwatch/contract';
import { rowMutation } from '../../../lib/row-mutation';
import { tenantListKey } from './list-tenant';

/** `PUT /sys/tenant/edit`: partial (a status switch sends `{id, status}` only); answers `修改成功!`. */
export const { send: editTenant, useRowMutation: useEditTenant } = rowMutation({
  row: tenantEdit,
  request: (body: TenantEditBody) => ({ body }),
  invalidates: [tenantListKey],
});
