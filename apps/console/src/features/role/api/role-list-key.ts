import { roleDelete, roleDeleteBatch, roleExportXls, roleImportExcel, roleList } from '@cropwatch/contract';
/** The role list's contract rows (Vue2 `RoleUserList` `url`); the list row's path is the kit's TanStack Query key prefix. */
export const ROLE_URLS = {
  list: roleList,
  delete: roleDelete,
  deleteBatch: roleDeleteBatch,
  exportXls: roleExportXls,
  importExcel: roleImportExcel,
} as const;

export const roleListKey = ['list', roleList.path] as const;
