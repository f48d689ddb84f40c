/** The role list's URLs (Vue2 `RoleUserList` `url`), also the TanStack Query key prefix of the kit's list. */
export const ROLE_URLS = {
  list: '/sys/role/list',
  delete: '/sys/role/delete',
  deleteBatch: '/sys/role/deleteBatch',
  exportXls: '/sys/role/exportXls',
  importExcel: '/sys/role/importExcel',
} as const;

export const roleListKey = ['list', ROLE_URLS.list] as const;
