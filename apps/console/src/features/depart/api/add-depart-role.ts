import { departRoleAdd, type DepartRoleAddBody } from '@cropwatch/contract';
import { rowMutation } from '../../../lib/row-mutation';
import { departRoleListKey } from './depart-role-list-key';

/** `POST /sys/sysDepartRole/add`: a role code already used in the department is refused. */
export const { send: addDepartRole, useRowMutation: useAddDepartRole } = rowMutation({
  row: departRoleAdd,
  request: (body: DepartRoleAddBody) => ({ body }),
  invalidates: [departRoleListKey],
});
