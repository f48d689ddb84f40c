import { DatePicker, Input, Popover, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  acceptNumberTyping,
  cellText,
  focusOnMount,
  formatTag,
  joinMulti,
  settleNumber,
  splitMulti,
} from './cell-values';
import { CellFrame, dictTextKey } from './cells';
import { DATE_FORMATS } from './columns';
import { useGridCell } from './grid-context';
import type { RenderEditCellProps } from './row-grid';
import type { JVxeColumn, JVxeOption, JVxeRow } from './types';

export type EditorProps = RenderEditCellProps<JVxeRow> & { jvxe: JVxeColumn };

const text = cellText;

/**
 * input: validated on every keystroke, committed on blur (Enter/Tab/Esc are the grid's). A tag cell (`tags`) formats
 * as it is typed: semicolons typed are stripped and one follows every two characters (spec §5).
 */
function TextEditor({ row, jvxe, onRowChange, onClose }: EditorProps) {
  const { validateDraft } = useGridCell();
  return (
    <Input
      ref={focusOnMount}
      className="jvxe-editor"
      placeholder={jvxe.placeholder}
      value={text(row[jvxe.key])}
      onChange={(e) => {
        const value = jvxe.tags ? formatTag(e.target.value) : e.target.value;
        onRowChange({ ...row, [jvxe.key]: value });
        validateDraft(row, jvxe, value);
      }}
      onBlur={() => onClose(true, false)}
    />
  );
}

/** inputNumber: invalid typing reverts; a partial number ("-", ".") becomes empty on blur. */
function NumberEditor({ row, jvxe, onRowChange, onClose }: EditorProps) {
  const { validateDraft } = useGridCell();
  const [draft, setDraft] = useState(text(row[jvxe.key]));
  const push = (value: string) => {
    const settled = settleNumber(value);
    onRowChange({ ...row, [jvxe.key]: settled });
    validateDraft(row, jvxe, settled);
  };
  return (
    <Input
      ref={focusOnMount}
      className="jvxe-editor"
      inputMode="decimal"
      placeholder={jvxe.placeholder}
      value={draft}
      onChange={(e) => {
        const next = acceptNumberTyping(e.target.value, draft);
        setDraft(next);
        push(next);
      }}
      onBlur={() => onClose(true, false)}
    />
  );
}

/** input_pop / textarea: a 300×210 pop box under the cell (spec §9). */
function PopEditor({ row, jvxe, onRowChange, onClose }: EditorProps) {
  const { validateDraft } = useGridCell();
  const value = text(row[jvxe.key]);
  return (
    <Popover
      open
      placement="bottomLeft"
      content={
        <Input.TextArea
          ref={focusOnMount}
          className="jvxe-pop-textarea"
          style={{ width: 300, height: 210, resize: 'none' }}
          value={value}
          onChange={(e) => {
            onRowChange({ ...row, [jvxe.key]: e.target.value });
            validateDraft(row, jvxe, e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onClose(false);
          }}
        />
      }
    >
      <div className="jvxe-cell-text">{value}</div>
    </Popover>
  );
}

function SelectEditor({ row, jvxe, onRowChange, onClose }: EditorProps) {
  const { options } = useGridCell();
  const multiple = jvxe.type === 'list_multi';
  const search = jvxe.type === 'sel_search';
  const current = row[jvxe.key];
  return (
    <Select
      ref={focusOnMount}
      defaultOpen
      className="jvxe-editor"
      style={{ width: '100%' }}
      mode={multiple ? 'multiple' : undefined}
      maxTagCount={multiple ? 1 : undefined}
      showSearch={search ? { optionFilterProp: 'label' } : undefined}
      allowClear
      placeholder={jvxe.placeholder}
      options={options(jvxe, row)}
      value={multiple ? splitMulti(current) : current === '' || current == null ? undefined : cellText(current)}
      onChange={(v: string | string[] | undefined) => {
        if (multiple) onRowChange({ ...row, [jvxe.key]: joinMulti((v as string[] | undefined) ?? []) });
        else onRowChange({ ...row, [jvxe.key]: v ?? '' }, true);
      }}
      onOpenChange={(open) => {
        if (!open && multiple) onClose(true, false);
      }}
    />
  );
}

/**
 * sel_search_async: a remote search select. Typing asks the grid's `searchOptions` after a debounce (spec §9: 300 ms),
 * the last answer wins; choosing keeps the option's label in the row (`<key>_dictText`) so the cell shows it after
 * the options are gone.
 */
function AsyncSearchEditor({ row, jvxe, onRowChange }: EditorProps) {
  const { search, searchDebounceMs } = useGridCell();
  const value = text(row[jvxe.key]);
  const kept = text(row[dictTextKey(jvxe.key)]);
  const [found, setFound] = useState<JVxeOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onSearch = (keyword: string) => {
    clearTimeout(timer.current);
    if (!search) return;
    timer.current = setTimeout(() => {
      const seq = ++latest.current;
      setLoading(true);
      search(jvxe, keyword).then(
        (options) => {
          if (seq !== latest.current) return;
          setFound(options);
          setLoading(false);
        },
        () => seq === latest.current && setLoading(false),
      );
    }, searchDebounceMs);
  };
  const current: JVxeOption[] =
    value !== '' && !found.some((o) => o.value === value) ? [{ value, label: kept || value }] : [];
  return (
    <Select
      ref={focusOnMount}
      defaultOpen
      className="jvxe-editor"
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch }}
      loading={loading}
      allowClear
      placeholder={jvxe.placeholder}
      options={[...current, ...found]}
      value={value === '' ? undefined : value}
      onChange={(v: string | undefined, option?: JVxeOption | JVxeOption[]) => {
        const label = option && !Array.isArray(option) ? option.label : '';
        onRowChange({ ...row, [jvxe.key]: v ?? '', [dictTextKey(jvxe.key)]: v ? label : '' }, true);
      }}
    />
  );
}

function DateEditor({ row, jvxe, onRowChange }: EditorProps) {
  const format = DATE_FORMATS[jvxe.type] ?? 'YYYY-MM-DD';
  const raw = text(row[jvxe.key]);
  const value = raw ? dayjs(raw, format) : null;
  const commit = (d: Dayjs | null) => onRowChange({ ...row, [jvxe.key]: d ? d.format(format) : '' }, true);
  const common = { defaultOpen: true, className: 'jvxe-editor', style: { width: '100%' }, format };
  return jvxe.type === 'time' ? (
    <TimePicker {...common} ref={focusOnMount} value={value} onChange={commit} />
  ) : (
    <DatePicker {...common} ref={focusOnMount} showTime={jvxe.type === 'datetime'} value={value} onChange={commit} />
  );
}

/** popup / sel_user / sel_depart: the console's picker (a prop of the column) opens in place of an editor. */
function PickerEditor({ row, jvxe, onRowChange, onClose }: EditorProps): ReactNode {
  if (!jvxe.picker) return null; // such a column is not editable (JVxeGrid)
  return (
    <>
      <div className="jvxe-cell-text">{text(row[jvxe.key])}</div>
      {jvxe.picker({
        column: jvxe,
        row,
        onPick: (patch) => onRowChange({ ...row, ...patch }, true),
        onCancel: () => onClose(false),
      })}
    </>
  );
}

/** An editor in the cell frame, so the message of the draft's failing rule shows while typing. */
export function EditCell(props: EditorProps): ReactNode {
  const { errorOf, setEditing, closeOnOutsideMouseUp } = useGridCell();
  const rowId = props.row.id;
  useEffect(() => {
    setEditing(rowId);
    return () => setEditing(null);
  }, [rowId, setEditing]);
  // Always-edit off (spec §4): the cell returns on a mouse-up outside it. React's events bubble through portals, so
  // a mouse-up in the editor's own dropdown or picker panel marks itself as inside before the window hears it.
  const inside = useRef(false);
  const close = useRef(props.onClose);
  close.current = props.onClose;
  useEffect(() => {
    if (!closeOnOutsideMouseUp) return;
    const onMouseUp = () => {
      if (inside.current) inside.current = false;
      else close.current(true, false);
    };
    window.addEventListener('mouseup', onMouseUp);
    return () => window.removeEventListener('mouseup', onMouseUp);
  }, [closeOnOutsideMouseUp]);
  return (
    <div className="jvxe-edit-frame" onMouseUpCapture={() => (inside.current = true)}>
      <CellFrame error={errorOf(props.row.id, props.jvxe.key)} colKey={props.jvxe.key}>
        {renderEditor(props)}
      </CellFrame>
    </div>
  );
}

function renderEditor(props: EditorProps): ReactNode {
  switch (props.jvxe.type) {
    case 'input':
      return <TextEditor {...props} />;
    case 'inputNumber':
      return <NumberEditor {...props} />;
    case 'input_pop':
    case 'textarea':
      return <PopEditor {...props} />;
    case 'select':
    case 'list_multi':
    case 'sel_search':
      return <SelectEditor {...props} />;
    case 'sel_search_async':
      return <AsyncSearchEditor {...props} />;
    case 'date':
    case 'datetime':
    case 'time':
      return <DateEditor {...props} />;
    case 'popup':
    case 'sel_user':
    case 'sel_depart':
    case 'upload':
    case 'file':
    case 'image':
      return <PickerEditor {...props} />;
    default:
      return null;
  }
}
