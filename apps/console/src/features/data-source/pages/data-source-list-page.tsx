import { Button, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataSourceDelete, dataSourceDeleteBatch, dataSourceList, type SysDataSource } from '@cropwatch/contract';
import { useButtons } from '../../../components/authorized/use-buttons';
import { DictSelect } from '../../../components/dict/dict-select';
import { renderDictText } from '../../../components/dict/render-dict-text';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { dataSourceListKey } from '../api/data-source-api';
import { DataSourceModal } from '../components/data-source-modal';

/** Prefix of the page's button rules (`system:datasource:add|edit|delete|test`). */
const DATA_SOURCE_BUTTONS = 'system:datasource:';

/** 多数据源管理 (`system/SysDataSourceList`): connections other modules may use, with a real test connection. */
export default function DataSourceListPage() {
  const { t } = useTranslation('dataSource');
  const [editing, setEditing] = useState<SysDataSource | null | undefined>(undefined);
  const columns: ColumnsType<SysDataSource> = useMemo(
    () => [
      { title: t('code'), dataIndex: 'code', sorter: true },
      { title: t('name'), dataIndex: 'name', sorter: true },
      { title: t('dbType'), dataIndex: 'dbType', render: (_: unknown, row) => renderDictText(row, 'dbType') },
      { title: t('dbUrl'), dataIndex: 'dbUrl', ellipsis: true },
      { title: t('dbUsername'), dataIndex: 'dbUsername' },
      { title: t('remark'), dataIndex: 'remark', ellipsis: true },
    ],
    [t],
  );
  const can = useButtons(DATA_SOURCE_BUTTONS);
  const list = useListPage<SysDataSource>({
    // Both deletes declare `system:datasource:delete`: without it neither is offered.
    url: {
      list: dataSourceList,
      delete: dataSourceDelete,
      ...(can('delete') ? { deleteBatch: dataSourceDeleteBatch } : {}),
    },
    queryKey: dataSourceListKey,
    authPre: DATA_SOURCE_BUTTONS,
    fields: fieldsOf(columns),
  });
  return (
    <>
      <ListPage<SysDataSource>
        list={list}
        columns={columns}
        searchOperators={{ name: 'contains', code: 'contains' }}
        searchFields={
          <>
            <Form.Item name="name" label={t('name')}>
              <Input allowClear aria-label={t('name')} />
            </Form.Item>
            <Form.Item name="dbType" label={t('dbType')}>
              <DictSelect dictCode="database_type" aria-label={t('dbType')} style={{ minWidth: 160 }} />
            </Form.Item>
          </>
        }
        onAdd={() => setEditing(null)}
        rowActions={
          can('edit')
            ? (row) => (
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('edit')}
                </Button>
              )
            : undefined
        }
      />
      {editing !== undefined && (
        <DataSourceModal source={editing} canTest={can('test')} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
