import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Descriptions, Form, Input, Popconfirm, Select, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logDelete, logDeleteBatch, logList, OPERATE_TYPES, type SysLog } from '@cropwatch/contract';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { clearAllLogs, logListKey } from '../api/log-list';
import { useButton } from '../components/use-button';

type LogTab = '1' | '2' | '4';

/** The parameters of an operation as readable JSON (they are stored as one JSON text). */
const pretty = (text: string | null): string => {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

function LogTable({ logType }: { logType: LogTab }) {
  const { t } = useTranslation('operations');
  const queryClient = useQueryClient();
  const canDelete = useButton('log:delete');
  const operation = logType !== '1';
  const columns: ColumnsType<SysLog> = useMemo(
    () => [
      { title: t('log.content'), dataIndex: 'logContent', ellipsis: true },
      { title: t('log.username'), dataIndex: 'username', width: 110 },
      { title: t('log.ip'), dataIndex: 'ip', width: 130 },
      ...(operation
        ? [
            {
              title: t('log.operateType'),
              dataIndex: 'operateType',
              width: 100,
              render: (v: number | null) => (v ? <Tag>{t(`log.operate.${v}`)}</Tag> : null),
            },
            { title: t('log.requestType'), dataIndex: 'requestType', width: 90 },
          ]
        : []),
      {
        title: t('log.costTime'),
        dataIndex: 'costTime',
        width: 110,
        sorter: true,
        render: (v: number | null) => (v === null ? '' : `${v} ms`),
      },
      { title: t('log.createTime'), dataIndex: 'createTime', width: 180, sorter: true },
    ],
    [t, operation],
  );
  const baseParams = useMemo(() => ({ logType }), [logType]);
  const list = useListPage<SysLog>({
    url: {
      list: logList,
      ...(canDelete ? { delete: logDelete, deleteBatch: logDeleteBatch } : {}),
    },
    queryKey: [...logListKey, logType],
    baseParams,
    fields: fieldsOf(columns),
  });

  const clearAll = async () => {
    try {
      await clearAllLogs();
      feedback.message.success(t('log.cleared'));
    } catch (e) {
      const message = failureMessage(e);
      if (message) feedback.message.warning(message);
    }
    await queryClient.invalidateQueries({ queryKey: logListKey });
  };

  return (
    <ListPage<SysLog>
      list={list}
      columns={columns}
      selectable={canDelete}
      dateFormat="YYYY-MM-DD"
      searchOperators={{ createTime: 'between' }}
      searchFields={
        <>
          <Form.Item name="keyWord" label={t('log.keyWord')}>
            <Input allowClear aria-label={t('log.keyWord')} placeholder={t('log.keyWordHint')} />
          </Form.Item>
          <Form.Item name="createTime" label={t('log.createTime')}>
            <DatePicker.RangePicker aria-label={t('log.createTime')} />
          </Form.Item>
          {operation && (
            <Form.Item name="operateType" label={t('log.operateType')}>
              <Select
                allowClear
                aria-label={t('log.operateType')}
                style={{ minWidth: 120 }}
                options={OPERATE_TYPES.map((v) => ({ value: v, label: t(`log.operate.${v}`) }))}
              />
            </Form.Item>
          )}
        </>
      }
      toolbarExtra={
        canDelete && (
          <Popconfirm
            title={t('log.clearConfirm')}
            okText={t('ok')}
            cancelText={t('cancel')}
            onConfirm={() => void clearAll()}
          >
            <Button danger>{t('log.clearAll')}</Button>
          </Popconfirm>
        )
      }
      expandable={{
        rowExpandable: (row) => Boolean(row.requestParam || row.method),
        expandedRowRender: (row) => (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('log.method')}>{row.method}</Descriptions.Item>
            <Descriptions.Item label={t('log.requestUrl')}>{row.requestUrl}</Descriptions.Item>
            <Descriptions.Item label={t('log.requestParam')}>
              <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {pretty(row.requestParam)}
              </pre>
            </Descriptions.Item>
          </Descriptions>
        ),
      }}
    />
  );
}

/** 日志管理 (`system/LogList`): login, operation and exception logs of `sys_log`. */
export function LogListPage() {
  const { t } = useTranslation('operations');
  const [tab, setTab] = useState<LogTab>('1');
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setTab(k as LogTab)}
      destroyOnHidden
      items={[
        { key: '1', label: t('log.tabLogin'), children: <LogTable logType="1" /> },
        { key: '2', label: t('log.tabOperation'), children: <LogTable logType="2" /> },
        { key: '4', label: t('log.tabException'), children: <LogTable logType="4" /> },
      ]}
    />
  );
}

export default LogListPage;
