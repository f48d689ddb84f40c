import { queryOptions } from '@tanstack/react-query';
import { permissionQueryTreeList } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** `GET /sys/permission/queryTreeList`: every menu and button as `{treeList, ids}`. */
export const permissionTreeOptions = () =>
  queryOptions({
    queryKey: ['depart', 'permission-tree'],
    queryFn: async ({ signal }) => unwrap(await call(permissionQueryTreeList, {}, { signal })),
  });
