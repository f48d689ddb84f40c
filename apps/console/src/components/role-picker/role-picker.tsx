import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysRole } from '@cropwatch/contract';
import { roleAllQueryOptions } from '../api/query-role-all';

export interface RolePickerProps {
  /** Comma list of role ids (or codes with `store="roleCode"`). */
  value?: string;
  onChange?: (value: string, roles: SysRole[]) => void;
  store?: 'id' | 'roleCode';
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/** Roles from `GET /sys/role/queryall`; answers ids (or role codes) as a comma list. */
export function RolePicker({
  value,
  onChange,
  store = 'id',
  multiple = true,
  placeholder,
  disabled,
  ...aria
}: RolePickerProps) {
  const { t } = useTranslation('list');
  const roles = useQuery(roleAllQueryOptions());
  const values = value ? value.split(',').filter(Boolean) : [];
  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      allowClear
      loading={roles.isLoading}
      disabled={disabled}
      placeholder={placeholder ?? t('picker.placeholder')}
      style={{ width: '100%' }}
      showSearch={{ optionFilterProp: 'label' }}
      value={multiple ? values : values[0]}
      options={(roles.data ?? []).map((r) => ({ value: r[store], label: r.roleName }))}
      onChange={(next: string[] | string | undefined) => {
        const list = next === undefined ? [] : Array.isArray(next) ? next : [next];
        onChange?.(
          list.join(','),
          (roles.data ?? []).filter((r) => list.includes(r[store])),
        );
      }}
      {...aria}
    />
  );
}
