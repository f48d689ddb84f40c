import { useCallback } from 'react';
import { loadDictItem } from '../api/load-dict-item';
import { loadTreeData } from '../api/load-tree-data';
import { LazyTreeSelect } from './lazy-tree-select';

export interface DictTreeSelectProps {
  /** `table,textColumn,codeColumn` (Vue2 `JTreeSelect` dict). */
  dict: string;
  pidField: string;
  /** Root parent id, default '' (roots). */
  pidValue?: string;
  hasChildField?: string;
  /** JSON object string of LIKE filters (contract §4.3). */
  condition?: string;
  multiple?: boolean;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/** A tree select over a table (`GET /sys/dict/loadTreeData`), children loaded on expansion. */
export function DictTreeSelect({
  dict,
  pidField,
  pidValue = '',
  hasChildField = '',
  condition = '',
  ...rest
}: DictTreeSelectProps) {
  const [tableName = '', text = '', code = ''] = dict.split(',');
  const loadLevel = useCallback(
    (pid?: string) =>
      loadTreeData({
        pid: pid ?? pidValue,
        pidField,
        tableName,
        text,
        code,
        hasChildField,
        condition: pid ? '' : condition,
      }),
    [pidValue, pidField, tableName, text, code, hasChildField, condition],
  );
  const loadLabels = useCallback((values: string[]) => loadDictItem(dict, values), [dict]);
  return <LazyTreeSelect loadLevel={loadLevel} loadLabels={loadLabels} {...rest} />;
}
