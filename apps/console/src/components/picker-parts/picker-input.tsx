import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PickerInputProps {
  /** Names shown read-only. */
  text: string;
  onOpen: () => void;
  onClear: () => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/** The read-only field of the user and department pickers: names, a clear icon, a button opening the dialog. */
export function PickerInput({ text, onOpen, onClear, placeholder, disabled, ...aria }: PickerInputProps) {
  const { t } = useTranslation('list');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        readOnly
        value={text}
        placeholder={placeholder ?? t('picker.placeholder')}
        disabled={disabled}
        onClick={() => !disabled && onOpen()}
        suffix={
          text && !disabled ? (
            <CloseCircleFilled
              role="button"
              aria-label={t('actions.clear')}
              style={{ color: 'rgba(0,0,0,0.25)', cursor: 'pointer' }}
              onClick={(e) => {
                e.stopPropagation();
                onClear();
              }}
            />
          ) : (
            <span />
          )
        }
        {...aria}
      />
      <Button icon={<SearchOutlined />} disabled={disabled} onClick={onOpen} aria-label={t('actions.select')} />
    </Space.Compact>
  );
}
