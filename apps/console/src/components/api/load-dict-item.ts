import { loadDictItem as endpoint } from '@cropwatch/contract';
import { call, unwrap } from '../../lib/http';

/** `GET /sys/dict/loadDictItem/{dict}`: texts of the given values, in order (contract §4.3). */
export async function loadDictItem(dictCode: string, values: readonly string[]): Promise<string[]> {
  if (values.length === 0) return [];
  return call(endpoint, { params: { dictCode }, query: { key: values.join(','), delNotExist: 'false' } }).then(unwrap);
}
