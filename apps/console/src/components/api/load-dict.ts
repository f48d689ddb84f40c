import { loadDict as endpoint, type DictModel } from '@cropwatch/contract';
import { call, unwrap } from '../../lib/http';

/** `GET /sys/dict/loadDict/{dict}`: table-dictionary search by keyword, first `pageSize` rows (contract §4.3). */
export async function loadDict(
  dictCode: string,
  keyword: string,
  pageSize: number,
  signal?: AbortSignal,
): Promise<DictModel[]> {
  return call(endpoint, { params: { dictCode }, query: { keyword, pageSize } }, { signal }).then(unwrap);
}
