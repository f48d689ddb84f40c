import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { CronModal } from './cron-modal';
import { useCronTranslation } from './locale';

export interface CronInputProps {
  value?: string | null;
  onChange?: (expression: string) => void;
  /** IANA zone of the modal's preview. */
  tz?: string;
  disabled?: boolean;
  placeholder?: string;
  /** antd `Form.Item` passes its id so its label points at the text input. */
  id?: string;
  'aria-label'?: string;
}

/** A form control: the expression in a read-only input, and a button that opens the cron builder on it. */
export function CronInput({ value, onChange, tz, disabled, placeholder, id, 'aria-label': label }: CronInputProps) {
  const { t } = useCronTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact block>
        <Input
          id={id}
          readOnly
          // Inside a Form.Item its <label for=id> names the input; alone, it needs a name of its own.
          aria-label={label ?? (id ? undefined : t('input.label'))}
          value={value ?? ''}
          placeholder={placeholder ?? t('input.placeholder')}
          disabled={disabled}
          onDoubleClick={() => !disabled && setOpen(true)}
        />
        <Button disabled={disabled} onClick={() => setOpen(true)}>
          {t('input.open')}
        </Button>
      </Space.Compact>
      <CronModal
        open={open}
        value={value}
        tz={tz}
        onCancel={() => setOpen(false)}
        onOk={(expression) => {
          setOpen(false);
          onChange?.(expression);
        }}
      />
    </>
  );
}
