/** The seeded demo accounts (seed/users.json) and what each one is for in tests. */
export const DEMO_USERS = {
  /** All menus and buttons; one department, no tenants. */
  admin: { username: 'admin', password: '123456', realname: '管理员' },
  /** Subset of menus and buttons; two departments (multi_depart 2) and two tenants (1, 2). */
  analyst: { username: 'analyst', password: '123456', realname: '王晓农' },
  /** Read-only: home, chat assistant, crop task, notification analysis; no buttons. */
  viewer: { username: 'viewer', password: '123456', realname: '陈观澜' },
  /** Frozen (status 2): sign-in answers 该用户已冻结. */
  frozen: { username: 'zhaomin', password: '123456', realname: '赵敏' },
  /** Deleted (del_flag 1): sign-in answers 该用户已注销; never listed. */
  deleted: { username: 'sunlei', password: '123456', realname: '孙磊' },
  /** Only tenant is frozen: sign-in is refused. */
  frozenTenant: { username: 'liuyang', password: '123456', realname: '刘洋' },
} as const;

export type DemoUser = keyof typeof DEMO_USERS;
