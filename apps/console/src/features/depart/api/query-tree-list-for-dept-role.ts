import { queryOptions } from '@tanstack/react-query';
import { deptRoleTreeList } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** `GET /sys/sysDepartPermission/queryTreeListForDeptRole?departId=`: only the department's own menus. */
export const deptRoleTreeOptions = (departId: string) =>
  queryOptions({
    queryKey: ['depart', 'role-tree', departId],
    queryFn: async ({ signal }) => unwrap(await call(deptRoleTreeList, { query: { departId } }, { signal })),
  });
