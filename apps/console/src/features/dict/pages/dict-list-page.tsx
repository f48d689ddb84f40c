import { DeleteOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysDict } from '@cropwatch/contract';
import { dictDelete, dictDeleteBatch, dictExportXls, dictImportExcel, dictList } from '@cropwatch/contract';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage, type ListUrls } from '../../../components/list-page/use-list-page';
import { dictKeys } from '../api/keys';
import { useRefreshDictCache } from '../api/reflesh-cache';
import { DictFormModal } from '../components/dict-form-modal';
import { DictItemDrawer } from '../components/dict-item-drawer';
import { DictRecycleBinModal } from '../components/dict-recycle-bin-modal';
import { useDictAccess } from '../components/use-dict-access';

/** `system/DictList` (spec "数据字典", contract §4.3): dictionaries, their items, cache refresh, recycle bin. */
export default function DictListPage() {
  const { t } = useTranslation('dict');
  const access = useDictAccess();
  const { add: canAdd, edit: canEdit, remove: canDelete } = access;
  const [form, setForm] = useState<{ record: SysDict | null } | null>(null);
  const [itemsOf, setItemsOf] = useState<SysDict | null>(null);
  const [recycleOpen, setRecycleOpen] = useState(false);
  const refreshCache = useRefreshDictCache();

  const columns: ColumnsType<SysDict> = [
    { title: t('fields.dictName'), dataIndex: 'dictName', sorter: true },
    { title: t('fields.dictCode'), dataIndex: 'dictCode', sorter: true },
    { title: t('fields.description'), dataIndex: 'description', ellipsis: true },
  ];
  // The server checks `dict:add` on import and `dict:delete` on deletes: buttons the user cannot use are hidden.
  const url = useMemo<ListUrls>(
    () => ({
      list: dictList,
      exportXls: dictExportXls,
      ...(canAdd ? { importExcel: dictImportExcel } : {}),
      ...(canDelete ? { delete: dictDelete, deleteBatch: dictDeleteBatch } : {}),
    }),
    [canAdd, canDelete],
  );
  const list = useListPage<SysDict>({
    url,
    queryKey: dictKeys.list,
    fields: fieldsOf(columns),
    authPre: 'dict:',
    exportFileName: t('exportFileName'),
    syncWithLocation: true,
  });

  return (
    <>
      <ListPage<SysDict>
        list={list}
        columns={columns}
        searchOperators={{ dictName: 'contains', dictCode: 'contains' }}
        searchFields={
          <>
            <Form.Item name="dictName" label={t('fields.dictName')}>
              <Input allowClear placeholder={t('search.dictName')} />
            </Form.Item>
            <Form.Item name="dictCode" label={t('fields.dictCode')}>
              <Input allowClear placeholder={t('search.dictCode')} />
            </Form.Item>
          </>
        }
        onAdd={() => setForm({ record: null })}
        toolbarExtra={
          <>
            <Button icon={<SyncOutlined />} loading={refreshCache.isPending} onClick={() => refreshCache.mutate()}>
              {t('actions.refreshCache')}
            </Button>
            <Button icon={<DeleteOutlined />} onClick={() => setRecycleOpen(true)}>
              {t('recycleBin.button')}
            </Button>
          </>
        }
        actionColumnWidth={200}
        rowActions={(row) => (
          <>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setForm({ record: row })}>
                {t('actions.edit')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setItemsOf(row)}>
              {t('actions.items')}
            </Button>
          </>
        )}
      />
      <DictFormModal open={form !== null} record={form?.record ?? null} onClose={() => setForm(null)} />
      <DictItemDrawer dict={itemsOf} onClose={() => setItemsOf(null)} />
      <DictRecycleBinModal open={recycleOpen} onClose={() => setRecycleOpen(false)} />
    </>
  );
}
