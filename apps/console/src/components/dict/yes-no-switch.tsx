import { Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

export interface YesNoSwitchProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** `[yes, no]`, default `['Y', 'N']`. */
  options?: readonly [string, string];
  /** In a search form: a yes/no select that may be empty. */
  query?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
}

/** Vue2 `JSwitch`: a switch storing Y/N, or a yes/no select in query mode. */
export function YesNoSwitch({
  value,
  onChange,
  options = ['Y', 'N'],
  query = false,
  disabled,
  ...aria
}: YesNoSwitchProps) {
  const { t } = useTranslation('list');
  const [yes, no] = options;
  if (query) {
    return (
      <Select
        allowClear
        disabled={disabled}
        style={{ minWidth: 120 }}
        placeholder={t('picker.placeholder')}
        value={value || undefined}
        onChange={(v: string | undefined) => onChange?.(v)}
        options={[
          { value: yes, label: t('actions.yes') },
          { value: no, label: t('actions.no') },
        ]}
        {...aria}
      />
    );
  }
  return (
    <Switch
      disabled={disabled}
      checked={value === yes}
      checkedChildren={t('actions.yes')}
      unCheckedChildren={t('actions.no')}
      onChange={(checked) => onChange?.(checked ? yes : no)}
      {...aria}
    />
  );
}
