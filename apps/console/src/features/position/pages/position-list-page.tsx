import { Button, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  positionDelete,
  positionDeleteBatch,
  positionExportXls,
  positionImportExcel,
  positionList,
  type SysPosition,
} from '@cropwatch/contract';
import { useButtons } from '../../../components/authorized/use-buttons';
import { DictSelect } from '../../../components/dict/dict-select';
import { renderDictText } from '../../../components/dict/render-dict-text';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import type { QueryField } from '../../../components/super-query/super-query-model';
import { positionListKey } from '../api/list-position';
import { PositionModal } from '../components/position-modal';

/** 职务管理 (`system/SysPositionList`): positions with a unique code and a `position_rank` rank. */
export function PositionListPage() {
  const { t } = useTranslation('position');
  const [editing, setEditing] = useState<SysPosition | null | undefined>(undefined);

  const columns: ColumnsType<SysPosition> = useMemo(
    () => [
      { title: t('name'), dataIndex: 'name', sorter: true },
      { title: t('code'), dataIndex: 'code', sorter: true },
      { title: t('postRank'), dataIndex: 'postRank', render: (_: unknown, row) => renderDictText(row, 'postRank') },
      { title: t('createTime'), dataIndex: 'createTime', sorter: true },
    ],
    [t],
  );
  const superQueryFields: QueryField[] = useMemo(
    () => [
      { field: 'name', title: t('name'), type: 'string' },
      { field: 'code', title: t('code'), type: 'string' },
      { field: 'postRank', title: t('postRank'), type: 'list', dictCode: 'position_rank' },
    ],
    [t],
  );
  const can = useButtons('position:');
  const list = useListPage<SysPosition>({
    url: {
      list: positionList,
      delete: positionDelete,
      deleteBatch: positionDeleteBatch,
      ...(can('export') ? { exportXls: positionExportXls } : {}),
      ...(can('import') ? { importExcel: positionImportExcel } : {}),
    },
    queryKey: positionListKey,
    // The page's button rows (seed/menus.json): a role without `position:delete` sees no row delete.
    authPre: 'position:',
    fields: fieldsOf(columns),
    exportFileName: t('exportFile'),
  });

  return (
    <>
      <ListPage<SysPosition>
        list={list}
        columns={columns}
        searchOperators={{ name: 'contains', code: 'contains' }}
        searchFields={
          <>
            <Form.Item name="name" label={t('name')}>
              <Input allowClear aria-label={t('name')} />
            </Form.Item>
            <Form.Item name="code" label={t('code')}>
              <Input allowClear aria-label={t('code')} />
            </Form.Item>
            <Form.Item name="postRank" label={t('postRank')}>
              <DictSelect dictCode="position_rank" aria-label={t('postRank')} style={{ minWidth: 160 }} />
            </Form.Item>
          </>
        }
        superQueryFields={superQueryFields}
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
      {editing !== undefined && <PositionModal position={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

export default PositionListPage;
