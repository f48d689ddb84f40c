import type { ColumnsType, ColumnType } from 'antd/es/table';
import { isValidElement } from 'react';
import { cellOrMark, isBlankCell } from './empty-cell';

type AnyColumn<T> = ColumnsType<T>[number];

/**
 * What a list column holds, and so how it is sized (issue #31). Every kind has a least width (the column never gets
 * narrower, the table scrolls sideways instead) and a rule:
 * - `name`: names, titles, accounts: wrap only between words (a Chinese name keeps at least ~7 characters a line);
 * - `text`: long free text: one line, cut with an ellipsis, the full text as the cell's tooltip;
 * - `date` / `datetime`: one line (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`, spec §9);
 * - `tag`: statuses, types, switches: whole, never wrapped or cut;
 * - `number`: right-aligned, one line;
 * - `code`: identifiers, paths, URLs: one line up to its box, then cut like text.
 */
export type ColumnKind = 'name' | 'text' | 'date' | 'datetime' | 'tag' | 'number' | 'code';

/** A list column, with the kind the kit sizes it by (else inferred from its field, alignment and `ellipsis`). */
export type ListColumn<T> = AnyColumn<T> & {
  kind?: ColumnKind;
  /** A least width of its own, px, when the kind's is not enough (a tree's name column beside its indentation). */
  least?: number;
  /**
   * The column gives way when the table is too narrow for every column at its least width beside the action
   * column (its figure stays in the row's detail): optional columns go from the last one back.
   */
  optional?: boolean;
};
export type ListColumns<T> = ListColumn<T>[];

/** The least width of each kind, px (a `datetime` is 19 characters of 14 px digits and the cell padding). */
export const KIND_MIN_WIDTH: Record<ColumnKind, number> = {
  name: 96,
  text: 150,
  date: 104,
  datetime: 168,
  tag: 72,
  number: 72,
  code: 120,
};

/** The box of a truncated (`text`/`code`) column that names no width (long texts must not widen the table). */
export const ELLIPSIS_WIDTH = 240;

/** The selection checkbox column of antd's table, px. */
export const SELECTION_WIDTH = 32;

const DATETIME_FIELD = /(time|Time|_at|At)$/;
const DATE_FIELD = /(date|Date|birthday|Birthday|day|Day)$/;
const TAG_FIELD =
  /(status|Status|type|Type|flag|Flag|sex|Sex|level|Level|priority|Priority|_dictText|State|state|Enabled|enabled|isLeaf|hidden|Hidden|route|Route|internalOrExternal|keepAlive|alwaysShow|condition)$/;
const NUMBER_FIELD = /(count|Count|num|Num|Km2|sortNo|sort|Sort|size|Size|port|Port|percent|Percent|order|Order)$/;
const CODE_FIELD =
  /(phone|Phone|mobile|Mobile|telephone|url|Url|URL|path|Path|component|Component|perms|Perms|code|Code|ip|Ip|IP|cron|Expression|className)$/;

const fieldOf = <T,>(column: AnyColumn<T>): string => {
  const index = 'dataIndex' in column ? column.dataIndex : undefined;
  if (typeof index === 'string') return index;
  if (Array.isArray(index)) return String(index[index.length - 1] ?? '');
  return typeof column.key === 'string' ? column.key : '';
};

/** The kind of a column: named, else from `ellipsis`, right alignment and the field's name. */
export function kindOf<T>(column: ListColumn<T>): ColumnKind {
  if (column.kind) return column.kind;
  if ('ellipsis' in column && column.ellipsis) return 'text';
  if (column.align === 'right') return 'number';
  const field = fieldOf(column);
  if (DATETIME_FIELD.test(field)) return 'datetime';
  if (DATE_FIELD.test(field)) return 'date';
  if (TAG_FIELD.test(field)) return 'tag';
  if (NUMBER_FIELD.test(field)) return 'number';
  if (CODE_FIELD.test(field)) return 'code';
  return 'name';
}

/** The least width of a column: its kind's, or more when the page asks for more for a `name` or `tag`. */
export function minWidthOf<T>(column: ListColumn<T>): number {
  const kind = kindOf(column);
  if (column.least) return column.least;
  // A page's width was chosen for a fixed layout: it bounds a truncated column's box, but it never makes a column
  // wider than its kind needs (wide minimums push the table past the fixed action column).
  return KIND_MIN_WIDTH[kind];
}

/** Plain text of a cell value, for the tooltip of a truncated cell. */
function textOf(content: unknown): string | undefined {
  if (typeof content === 'string' || typeof content === 'number') return String(content);
  if (Array.isArray(content)) {
    const parts = content.map(textOf);
    return parts.every((p) => p !== undefined) ? parts.join('') : undefined;
  }
  if (isValidElement<{ children?: unknown }>(content)) return textOf(content.props.children);
  return undefined;
}

/**
 * A column fit for the list table's automatic layout (issues #18, #31): its kind's class on header and cells (the
 * rule, global.css), its least width as `width` (a least width in automatic layout), truncated kinds in a box of at
 * most the page's width with the full text as the title, numbers right-aligned.
 */
export function fitColumn<T>(column: ListColumn<T>): AnyColumn<T> {
  if ('children' in column && column.children) return column;
  const kind = kindOf(column);
  const {
    kind: _kind,
    least: _least,
    optional: _optional,
    ellipsis: _ellipsis,
    render,
    ...rest
  } = column as ColumnType<T> & { kind?: ColumnKind; least?: number; optional?: boolean };
  const className = [rest.className, `cw-col cw-col-${kind}`].filter(Boolean).join(' ');
  const fitted: ColumnType<T> = {
    ...rest,
    className,
    width: minWidthOf(column),
    align: kind === 'number' ? (rest.align ?? 'right') : rest.align,
  };
  // Every cell through one renderer: a cell without a value shows the kit's one mark (empty-cell.tsx).
  const contentOf = (value: unknown, row: T, index: number): unknown => (render ? render(value, row, index) : value);
  if (kind !== 'text' && kind !== 'code')
    return { ...fitted, render: (value: unknown, row: T, index: number) => cellOrMark(contentOf(value, row, index)) };
  const box = typeof column.width === 'number' ? Math.max(column.width, KIND_MIN_WIDTH[kind]) : ELLIPSIS_WIDTH;
  return {
    ...fitted,
    render: (value: unknown, row: T, index: number) => {
      const content = contentOf(value, row, index);
      const blank = isBlankCell(content);
      const title = blank ? undefined : (textOf(content) ?? textOf(value));
      return (
        <div className="cw-cell-ellipsis" style={{ minWidth: KIND_MIN_WIDTH[kind] - 16, maxWidth: box }} title={title}>
          {cellOrMark(content)}
        </div>
      );
    },
  };
}

/** The table width at which every column has its least width: past it the table scrolls sideways. */
export function scrollWidthOf<T>(columns: readonly ListColumn<T>[], extra: number): number {
  return columns.reduce((sum, column) => sum + minWidthOf(column), extra);
}

/**
 * The columns that fit in `available` px beside `extra` px (selection and action columns): all of them when their
 * least widths fit, else without the optional ones, dropped from the last one back until the rest fits.
 */
export function columnsThatFit<T>(
  columns: readonly ListColumn<T>[],
  available: number,
  extra: number,
): ListColumn<T>[] {
  const shown = [...columns];
  if (!(available > 0)) return shown;
  for (let i = shown.length - 1; i >= 0 && scrollWidthOf(shown, extra) > available; i--)
    if (shown[i].optional) shown.splice(i, 1);
  return shown;
}

/** The columns without their last `count` optional ones (the drawn table's give-way, `useGiveWay`). */
export function withoutLastOptional<T>(columns: readonly ListColumn<T>[], count: number): ListColumn<T>[] {
  const shown = [...columns];
  for (let i = shown.length - 1, left = count; i >= 0 && left > 0; i--)
    if (shown[i].optional) {
      shown.splice(i, 1);
      left -= 1;
    }
  return shown;
}
