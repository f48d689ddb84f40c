import type { SelectProps } from 'antd';
import type { DictModel } from '@cropwatch/contract';
import { DictSelect } from './dict-select';

export interface DictMultiSelectProps extends Omit<SelectProps, 'mode' | 'value' | 'onChange' | 'options'> {
  dictCode: string;
  options?: DictModel[];
  /** JeecgBoot stores multiple values as a comma list. */
  value?: string;
  onChange?: (value: string) => void;
}

/** Multiple choice from a dictionary, showing one tag at most (spec §2, §9). */
export function DictMultiSelect({ value, onChange, ...rest }: DictMultiSelectProps) {
  const values = value ? value.split(',').filter(Boolean) : [];
  return (
    <DictSelect
      {...rest}
      mode="multiple"
      maxTagCount={1}
      value={values}
      onChange={(next: string[]) => onChange?.(next.join(','))}
    />
  );
}
