import { Select, type SelectProps } from 'antd';
import type { DictModel } from '@cropwatch/contract';
import { useDictItems } from './dict-items';
import { interfaceDictText } from './interface-dict';
import { dictLabel } from './render-dict-text';

export interface DictSelectProps extends Omit<SelectProps, 'options' | 'loading'> {
  /** Dictionary code (`sex`, or `table,text,code`); ignored when `options` are given. */
  dictCode: string;
  options?: DictModel[];
}

/** A select over a dictionary: value/text from the dictionary cache, disabled items shown disabled. */
export function DictSelect({ dictCode, options, allowClear = true, ...rest }: DictSelectProps) {
  const query = useDictItems(options ? '' : dictCode);
  const items = options ?? query.data ?? [];
  return (
    <Select
      allowClear={allowClear}
      loading={!options && query.isLoading}
      {...rest}
      options={items.map((item) => ({
        value: item.value,
        label: interfaceDictText(dictCode, item.value, dictLabel(item)),
        disabled: item.disabled,
      }))}
    />
  );
}
