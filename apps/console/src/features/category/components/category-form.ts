import type { CategoryAddBody, CategoryEditBody, SysCategory } from '@cropwatch/contract';
import { ROOT_PID } from './tree-rows';

/** What the category form edits; `pid` empty = a root category. The code is the server's to choose. */
export interface CategoryFormValues {
  pid?: string;
  name: string;
}

/** Who the form is for: a new root, a new child of `parent`, or an existing category. */
export type CategoryFormTarget = { mode: 'add'; parent: SysCategory | null } | { mode: 'edit'; record: SysCategory };

export function categoryFormValues(target: CategoryFormTarget): CategoryFormValues {
  if (target.mode === 'add') return { pid: target.parent?.id ?? '', name: '' };
  const { pid, name } = target.record;
  return { pid: pid === ROOT_PID ? '' : pid, name };
}

/** The add body (a root when no parent is chosen); the server chooses the code. */
export function toCategoryAddBody(values: CategoryFormValues): CategoryAddBody {
  return { pid: values.pid?.trim() || ROOT_PID, name: values.name.trim() };
}

/** The edit body: name and parent; a new parent re-codes the subtree on the server. */
export function toCategoryEditBody(values: CategoryFormValues, record: SysCategory): CategoryEditBody {
  return { id: record.id, ...toCategoryAddBody(values) };
}
