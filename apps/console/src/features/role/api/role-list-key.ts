import { roleDelete, roleDeleteBatch, roleExportXls, roleImportExcel, roleList } from '@cropwatch/contract';
/** The role list's URLs (Vue2 `RoleUserList` `url`), also the TanStack Query key prefix of the kit's list. */
export const ROLE_URLS = {
  list: roleList.path,
  delete: roleDelete.path,
  deleteBatch: roleDeleteBatch.path,
  exportXls: roleExportXls.path,
  importExcel: roleImportExcel.path,
} as const;

export const roleListKey = ['list', ROLE_URLS.list] as const;
