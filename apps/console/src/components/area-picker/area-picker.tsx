import { Cascader, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AREA_ROOT, areaRows, type AreaRow } from './area-data';

export interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

/** Province → city → district options down to `levels` levels. */
export function areaOptions(rows: readonly AreaRow[] = areaRows, levels = 3, pid = AREA_ROOT): AreaOption[] {
  return rows
    .filter((r) => r.pid === pid)
    .map((r) => {
      const children = levels > 1 ? areaOptions(rows, levels - 1, r.id) : [];
      return { value: r.id, label: r.text, ...(children.length ? { children } : {}) };
    });
}

/** Codes from the province down to `code`; empty for an unknown code. */
export function areaPath(code: string | undefined, rows: readonly AreaRow[] = areaRows): string[] {
  const path: string[] = [];
  let current = rows.find((r) => r.id === code);
  while (current) {
    path.unshift(current.id);
    const parent = current.pid;
    current = rows.find((r) => r.id === parent);
  }
  return path;
}

export interface AreaPickerProps {
  /** `cascader` (default) or `select` (three selects); anything else renders `Bad type value`. */
  type?: string;
  /** 1 province, 2 city, 3 district. */
  levels?: 1 | 2 | 3;
  /** The code of the deepest chosen level. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/** Vue2 `JAreaLinkage`: province/city/district; the value is the last chosen code. */
export function AreaPicker({
  type = 'cascader',
  levels = 3,
  value,
  onChange,
  disabled,
  placeholder,
  ...aria
}: AreaPickerProps) {
  const { t } = useTranslation('list');
  const path = areaPath(value);

  if (type === 'cascader') {
    return (
      <Cascader
        options={areaOptions(areaRows, levels)}
        changeOnSelect
        disabled={disabled}
        placeholder={placeholder ?? t('picker.placeholder')}
        value={path}
        onChange={(codes) => onChange?.(codes && codes.length ? String(codes[codes.length - 1]) : undefined)}
        style={{ width: '100%' }}
        {...aria}
      />
    );
  }
  if (type !== 'select') return <span role="alert">{t('picker.badType', { type })}</span>;

  const labels = [t('picker.province'), t('picker.city'), t('picker.district')];
  return (
    <Space.Compact style={{ width: '100%' }}>
      {labels.slice(0, levels).map((label, depth) => {
        const parent = depth === 0 ? AREA_ROOT : path[depth - 1];
        const choices = parent ? areaRows.filter((r) => r.pid === parent) : [];
        return (
          <Select
            key={label}
            aria-label={label}
            allowClear
            disabled={disabled || (depth > 0 && !parent)}
            placeholder={label}
            style={{ minWidth: 140 }}
            value={path[depth]}
            options={choices.map((r) => ({ value: r.id, label: r.text }))}
            onChange={(code: string | undefined) => onChange?.(code ?? (depth > 0 ? path[depth - 1] : undefined))}
          />
        );
      })}
    </Space.Compact>
  );
}
