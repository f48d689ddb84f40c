import { DatePicker, Input, InputNumber, TimePicker } from 'antd';
import { dayjs } from '../../lib/dayjs';
import { DictSelect } from '../dict/dict-select';
import { RecordPicker } from '../record-picker/record-picker';
import type { QueryField, QueryValue } from './super-query-model';

export interface ValueEditorProps {
  field?: QueryField;
  multiple: boolean;
  value: QueryValue;
  onChange: (value: QueryValue) => void;
  placeholder: string;
}

const FORMATS: Partial<Record<QueryField['type'], string>> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
};

const single = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The value input of one condition, typed by its field (text, number, date, dictionary, popup). */
export function ValueEditor({ field, multiple, value, onChange, placeholder }: ValueEditorProps) {
  const common = { style: { width: '100%' }, placeholder, 'aria-label': placeholder };
  const type = field?.type ?? 'string';
  const format = field?.formatStr ?? FORMATS[type];
  const text = single(value);

  switch (type) {
    case 'number':
    case 'int':
      return (
        <InputNumber<string>
          {...common}
          stringMode
          precision={type === 'int' ? 0 : undefined}
          value={text ?? null}
          onChange={(v) => onChange(v === null || v === '' ? undefined : String(v))}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          {...common}
          showTime={type === 'datetime'}
          format={format}
          value={text ? dayjs(text) : null}
          onChange={(d) => onChange(d ? d.format(format) : undefined)}
        />
      );
    case 'time':
      return (
        <TimePicker
          {...common}
          format={format}
          value={text ? dayjs(`1970-01-01 ${text}`) : null}
          onChange={(d) => onChange(d ? d.format(format) : undefined)}
        />
      );
    case 'list':
      return (
        <DictSelect
          {...common}
          dictCode={field?.dictCode ?? ''}
          options={field?.options}
          mode={multiple ? 'multiple' : undefined}
          value={multiple ? (Array.isArray(value) ? value : value ? [value] : []) : text}
          onChange={(v) => onChange(v as QueryValue)}
        />
      );
    case 'popup':
      return field?.popup ? (
        <RecordPicker
          listUrl={field.popup.listUrl}
          columns={field.popup.columns}
          valueKey={field.popup.valueKey}
          textKey={field.popup.textKey}
          multiple={multiple}
          value={Array.isArray(value) ? value.join(',') : value}
          onChange={(v) => onChange(v || undefined)}
        />
      ) : null;
    default:
      return <Input {...common} value={text ?? ''} onChange={(e) => onChange(e.target.value)} />;
  }
}
