import { departRoleEdit, type DepartRoleEditBody } from '@cropwatch/contract';
import { rowMutation } from '../../../lib/row-mutation';
import { departRoleListKey } from './depart-role-list-key';

/** `PUT /sys/sysDepartRole/edit`: answers `编辑成功!`. */
export const { send: editDepartRole, useRowMutation: useEditDepartRole } = rowMutation({
  row: departRoleEdit,
  request: (body: DepartRoleEditBody) => ({ body }),
  invalidates: [departRoleListKey],
});
