import { departTreeNodeSchema, type DepartTreeNode } from '@cropwatch/contract';
import { buildDepart } from '../../../testing/builders';

/** A `SysDepartTreeModel` node for this feature's tests, parsed through the contract. */
export const buildDepartNode = (overrides: Partial<DepartTreeNode> & { id: string }): DepartTreeNode => {
  const depart = buildDepart({ id: overrides.id, departName: overrides.departName ?? overrides.id });
  return departTreeNodeSchema.parse({
    ...depart,
    key: overrides.id,
    value: overrides.id,
    title: overrides.departName ?? overrides.id,
    isLeaf: false,
    children: [],
    ...overrides,
  });
};
