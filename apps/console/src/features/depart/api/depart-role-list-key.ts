/** Query key of the department-role list (`GET /sys/sysDepartRole/list`, read through the list kit). */
export const departRoleListKey = ['depart', 'roles'] as const;
