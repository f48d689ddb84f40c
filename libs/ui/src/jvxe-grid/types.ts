import type { ReactNode } from 'react';

/** Column types of spec §3 (JeecgBoot's `JVXETypes`). */
export const JVXE_TYPES = [
  'normal',
  'input',
  'inputNumber',
  'checkbox',
  'select',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'sel_depart',
  'sel_user',
  'date',
  'datetime',
  'time',
  'input_pop',
  'textarea',
  'upload',
  'file',
  'image',
  'radio',
  'checkbox_meta',
  'popup',
  'slot',
  'hidden',
] as const;
export type JVxeType = (typeof JVXE_TYPES)[number];

export type CellValue = unknown;
/** A grid row: `id` is the row key (spec §3: row key defaults to id); new rows carry a temporary id. */
export type JVxeRow = { id: string } & Record<string, CellValue>;

export interface JVxeOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Outcome of a custom handler: true/undefined passes, false fails with the rule's message, a string is the message. */
export type RuleHandlerResult = boolean | string | undefined | void;
export interface RuleContext {
  value: CellValue;
  row: JVxeRow;
  column: JVxeColumn;
}
export interface JVxeRule {
  required?: boolean;
  /** `unique` and JeecgBoot's older spelling `only`. */
  unique?: boolean;
  only?: boolean;
  /** A preset name of spec §5 (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money) or a regular expression. */
  pattern?: string | RegExp;
  handler?: (ctx: RuleContext) => RuleHandlerResult | Promise<RuleHandlerResult>;
  /** `${title}` is replaced by the column title. */
  message?: string;
}

/** What a picker column (popup, sel_user, sel_depart) hands to the console's picker and receives back. */
export interface JVxePickerRequest {
  column: JVxeColumn;
  row: JVxeRow;
  /** Merge these fields into the row (popup: orgFields → destFields mapping done by the picker). */
  onPick: (patch: Record<string, CellValue>) => void;
  onCancel: () => void;
}
export type JVxePicker = (request: JVxePickerRequest) => ReactNode;

export interface JVxeColumn {
  key: string;
  title: string;
  type: JVxeType;
  width?: number;
  minWidth?: number;
  placeholder?: string;
  defaultValue?: CellValue;
  /** checkbox: the stored checked/unchecked pair (default true/false). */
  customValue?: [CellValue, CellValue];
  defaultChecked?: boolean;
  options?: JVxeOption[];
  dictCode?: string;
  validateRules?: JVxeRule[];
  disabled?: boolean;
  /** slot: renders the cell. */
  render?: (row: JVxeRow, onChange: (value: CellValue) => void) => ReactNode;
  /** popup / sel_user / sel_depart: the picker rendered while picking (the console supplies it). */
  picker?: JVxePicker;
  /** popup: report code and field mapping (the picker reads them). */
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  /** Frozen at the left edge. */
  fixed?: boolean;
  /** A statistics row under the grid shows this column's sum or average. */
  statistics?: 'sum' | 'average';
  /**
   * Linkage chain (spec §3 `linkageKey`): select columns with the same key form province → city → district style
   * levels in column order; the grid's `linkageConfig` entry of that key supplies each level's options.
   */
  linkageKey?: string;
  /** sel_search_async: the dictionary searched (a table dictionary `table,text,code`), handed to `searchOptions`. */
  dict?: string;
  /**
   * input: a tag cell (spec §5): typed semicolons are stripped and one is inserted after every two characters; the
   * cell shows one tag per group.
   */
  tags?: boolean;
}

/** Values collected from the grid (JeecgBoot `getValues`): the failing cell count and rows told apart. */
export interface JVxeCollected {
  errCount: number;
  /** Every current row, temporary ids of new rows included. */
  tableData: JVxeRow[];
  newRows: JVxeRow[];
  editedRows: JVxeRow[];
  /** Rows that existed when loaded and were removed since. */
  deleteData: JVxeRow[];
  /** First failing cell (row id and column key) when errCount > 0. */
  firstError?: { rowId: string; key: string; message: string };
}
