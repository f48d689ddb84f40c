import { Button, Form, Input, Popconfirm } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryDeleteBatch, categoryExportXls, categoryImportExcel, categoryRootList } from '@cropwatch/contract';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { useDeleteCategory } from '../api/delete-category';
import { categoryKeys } from '../api/keys';
import type { CategoryFormTarget } from '../components/category-form';
import { CategoryFormModal } from '../components/category-form-modal';
import { ROOT_PID, type CategoryRow } from '../components/tree-rows';
import { useCategoryTree } from '../components/use-category-tree';

const BY_CODE = [{ field: 'code', order: 'asc' as const }];

/**
 * `system/SysCategoryList` (contract §8.4): the category dictionary as a tree table. Roots come paged from
 * `rootList`, children level by level from `childList`; a name or code search lists matches of every level.
 */
export default function CategoryListPage() {
  const { t } = useTranslation('category');
  const [target, setTarget] = useState<CategoryFormTarget | null>(null);
  const remove = useDeleteCategory();

  const columns: ColumnsType<CategoryRow> = [
    {
      title: t('fields.name'),
      dataIndex: 'name',
      render: (name: string, row) => (row.isLoading ? t('loading') : name),
    },
    { title: t('fields.code'), dataIndex: 'code', sorter: true },
    { title: t('fields.createTime'), dataIndex: 'createTime', width: 180 },
  ];
  const list = useListPage<CategoryRow>({
    url: {
      list: categoryRootList,
      deleteBatch: categoryDeleteBatch,
      exportXls: categoryExportXls,
      importExcel: categoryImportExcel,
    },
    queryKey: categoryKeys.list,
    fields: fieldsOf(columns),
    defaultSorters: BY_CODE,
    exportFileName: t('exportFileName'),
    isRowDisabled: (row) => Boolean(row.isLoading),
  });
  const tree = useCategoryTree(list.rows);

  const rowActions = (row: CategoryRow) =>
    !row.isLoading && (
      <>
        <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', record: row })}>
          {t('actions.edit')}
        </Button>
        <Button type="link" size="small" onClick={() => setTarget({ mode: 'add', parent: row })}>
          {t('actions.addChild')}
        </Button>
        <Popconfirm
          title={row.hasChild === '1' ? t('actions.deleteTreeConfirm') : t('actions.deleteConfirm')}
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
    <>
      <ListPage<CategoryRow>
        list={list}
        dataSource={tree.rows}
        expandable={{ expandedRowKeys: tree.expandedRowKeys, onExpand: tree.onExpand }}
        columns={columns}
        searchOperators={{ name: 'contains', code: 'startswith' }}
        searchFields={
          <>
            <Form.Item name="name" label={t('fields.name')}>
              <Input allowClear placeholder={t('search.name')} />
            </Form.Item>
            <Form.Item name="code" label={t('fields.code')}>
              <Input allowClear placeholder={t('search.code')} />
            </Form.Item>
          </>
        }
        onAdd={() => setTarget({ mode: 'add', parent: null })}
        actionColumnWidth={210}
        rowActions={rowActions}
      />
      <CategoryFormModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(pid) => {
          if (pid !== ROOT_PID) tree.open(pid);
        }}
      />
    </>
  );
}
