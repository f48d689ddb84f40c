import { useQuery } from '@tanstack/react-query';
import { cropTaskList, type CropTask } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { cropTaskKeys } from '../../crop-task';

/** The signed-in user's newest crop tasks (the server lists one's own; admins see all). */
export async function listRecentTasks(signal?: AbortSignal): Promise<{ records: CropTask[]; total: number }> {
  const query = { pageNo: 1, pageSize: 5, column: 'createTime', order: 'desc' };
  const page = unwrap(await call(cropTaskList, { query }, { signal, silent: true }));
  return { records: page.records, total: page.total };
}

export const useRecentTasks = () =>
  useQuery({ queryKey: [...cropTaskKeys.list, 'recent'], queryFn: ({ signal }) => listRecentTasks(signal) });
