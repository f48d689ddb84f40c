import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dataSourceAdd,
  type DataSourceAddBody,
  dataSourceEdit,
  type DataSourceEditBody,
  dataSourceList,
  dataSourceTestConnection,
  type TestConnectionBody,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** `GET /sys/dataSource/list` (read through the list kit); writes invalidate `dataSourceListKey`. */
export const dataSourceListUrl = dataSourceList.path;
export const dataSourceListKey = ['dataSource', 'list'] as const;

/** `POST add` (`添加成功！`) or `PUT edit` (`编辑成功!`): the server's message. */
export async function saveDataSource(body: DataSourceAddBody | DataSourceEditBody): Promise<string> {
  const id = 'id' in body && typeof body.id === 'string' ? body.id : undefined;
  const res = id ? await call(dataSourceEdit, { body: { ...body, id } }) : await call(dataSourceAdd, { body });
  unwrap(res);
  return res.message;
}

export function useSaveDataSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDataSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataSourceListKey }),
  });
}

/** The form's test connection: `{ok, message}` with the server's words either way (no toast from the http layer). */
export async function testDataSource(body: TestConnectionBody): Promise<{ ok: boolean; message: string }> {
  const res = await call(dataSourceTestConnection, { body }, { silent: true });
  return { ok: res.success, message: res.message };
}
