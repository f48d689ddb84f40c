/**
 * Departments and the address list.
 * What others use of this feature (the department-users page); anything not exported here is internal. Its pages are
 * loaded lazily by app/routing/component-registry.ts (one chunk per feature).
 */
export { DepartRoleTab } from './components/depart-role-tab';
