import { LOG_CLEAR_ALL, logDeleteBatch, logList } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** `GET /sys/log/list` (read through the list kit); deletes invalidate `logListKey`. */
export const logListUrl = logList.path;
export const logListKey = ['operations', 'log'] as const;

/** `DELETE /sys/log/deleteBatch?ids=allclear`: empties the log. */
export async function clearAllLogs(): Promise<void> {
  unwrap(await call(logDeleteBatch, { query: { ids: LOG_CLEAR_ALL } }));
}
