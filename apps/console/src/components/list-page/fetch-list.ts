import type { EndpointRef, Page, Result } from '@cropwatch/contract';
import { feedback } from '../../lib/feedback';
import { call, ResultError } from '../../lib/http';
import { i18n } from '../../lib/i18n';

export interface ListResult<T> {
  rows: T[];
  total: number;
}

/** `result` of a list call: an `IPage`, or a plain array the Vue2 list mixin also accepts (contract §5.1). */
export function normaliseList<T>(result: Page<T> | T[] | null | undefined): ListResult<T> {
  if (Array.isArray(result)) return { rows: result, total: result.length };
  if (result && Array.isArray(result.records)) return { rows: result.records, total: Number(result.total) || 0 };
  return { rows: [], total: 0 };
}

/**
 * The list row's signed GET through the typed client (Vue2 `loadData`). A refused call (`success:false`) warns with
 * the server's message and rejects; transport failures were already reported by the request layer.
 */
export async function fetchList<T>(row: EndpointRef, params: object, signal?: AbortSignal): Promise<ListResult<T>> {
  const body = (await call(row, { query: params }, { signal })) as Result<Page<T> | T[] | null> | undefined;
  if (!body?.success) {
    const message = body?.message || i18n.t('http.callFailed', { ns: 'common' });
    feedback.message.warning(message);
    throw new ResultError(message, body?.code ?? 500);
  }
  return normaliseList(body.result);
}
