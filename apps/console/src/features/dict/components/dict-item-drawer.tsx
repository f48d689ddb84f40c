import { EyeOutlined } from '@ant-design/icons';
import { Button, Drawer, Form, Input, Popconfirm, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysDict, SysDictItem } from '@cropwatch/contract';
import { dictItemList } from '@cropwatch/contract';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { useDeleteDictItem } from '../api/delete-dict-item';
import { useEditDictItem } from '../api/edit-dict-item';
import { dictKeys } from '../api/keys';
import { DictItemFormModal } from './dict-item-form-modal';
import { DictPreviewModal } from './dict-preview-modal';
import { useDictAccess } from './use-dict-access';

export interface DictItemDrawerProps {
  /** The dictionary whose items are shown; `null` closes the drawer. */
  dict: SysDict | null;
  onClose: () => void;
}

const ITEM_SORT = [{ field: 'sortOrder', order: 'asc' as const }];

/** The items of one dictionary (Vue2 `DictItemList`): search, add, edit, enable/disable, delete. */
export function DictItemDrawer({ dict, onClose }: DictItemDrawerProps) {
  const { t } = useTranslation('dict');
  const canEdit = useDictAccess().edit;
  const [editing, setEditing] = useState<{ record: SysDictItem | null } | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const dictId = dict?.id ?? '';
  const edit = useEditDictItem();
  const remove = useDeleteDictItem();

  const columns: ColumnsType<SysDictItem> = [
    { title: t('fields.itemText'), dataIndex: 'itemText' },
    { title: t('fields.itemValue'), dataIndex: 'itemValue' },
    { title: t('fields.description'), dataIndex: 'description', ellipsis: true },
    { title: t('fields.sortOrder'), dataIndex: 'sortOrder', width: 80 },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) =>
        status === 1 ? <Tag color="green">{t('status.enabled')}</Tag> : <Tag>{t('status.disabled')}</Tag>,
    },
  ];
  const baseParams = useMemo(() => ({ dictId }), [dictId]);
  const list = useListPage<SysDictItem>({
    url: { list: dictItemList },
    queryKey: [...dictKeys.items, dictId],
    baseParams,
    fields: fieldsOf(columns),
    defaultSorters: ITEM_SORT,
    enabled: dict !== null,
  });

  const rowActions = (row: SysDictItem) =>
    canEdit && (
      <>
        <Button type="link" size="small" onClick={() => setEditing({ record: row })}>
          {t('actions.edit')}
        </Button>
        <Button
          type="link"
          size="small"
          onClick={() => edit.mutate({ id: row.id, dictId: row.dictId, status: row.status === 1 ? 0 : 1 })}
        >
          {row.status === 1 ? t('actions.disable') : t('actions.enable')}
        </Button>
        <Popconfirm
          title={t('actions.deleteConfirm')}
          okText={t('actions.ok')}
          cancelText={t('actions.cancel')}
          onConfirm={() => remove.mutate(row.id)}
        >
          <Button type="link" size="small" danger>
            {t('actions.delete')}
          </Button>
        </Popconfirm>
      </>
    );

  return (
    <Drawer
      open={dict !== null}
      onClose={onClose}
      size={760}
      title={t('items.title', { name: dict?.dictName ?? '' })}
      destroyOnHidden
    >
      <ListPage<SysDictItem>
        list={list}
        columns={columns}
        selectable={false}
        searchOperators={{ itemText: 'contains' }}
        searchFields={
          <>
            <Form.Item name="itemText" label={t('fields.itemText')}>
              <Input allowClear style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="status" label={t('fields.status')}>
              <Select
                allowClear
                style={{ width: 110 }}
                options={[
                  { value: 1, label: t('status.enabled') },
                  { value: 0, label: t('status.disabled') },
                ]}
              />
            </Form.Item>
          </>
        }
        onAdd={canEdit ? () => setEditing({ record: null }) : undefined}
        toolbarExtra={
          <Button icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)}>
            {t('actions.preview')}
          </Button>
        }
        actionColumnWidth={210}
        rowActions={canEdit ? rowActions : undefined}
      />
      <DictPreviewModal dict={previewOpen ? dict : null} onClose={() => setPreviewOpen(false)} />
      {dict && (
        <DictItemFormModal
          open={editing !== null}
          dictId={dict.id}
          record={editing?.record ?? null}
          onClose={() => setEditing(null)}
        />
      )}
    </Drawer>
  );
}
