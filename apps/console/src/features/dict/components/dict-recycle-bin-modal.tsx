import { Button, Modal, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { SysDict } from '@cropwatch/contract';
import { withEmptyMark } from '../../../components/list-page/empty-cell';
import { useBackDict } from '../api/back-dict';
import { useDeletePhysic } from '../api/delete-physic';
import { useDeleteList } from '../api/get-delete-list';
import { useDictAccess } from './use-dict-access';

export interface DictRecycleBinModalProps {
  open: boolean;
  onClose: () => void;
}

/** Deleted dictionaries (Vue2 `DictDeleteList`): restore (`dict:edit`) or delete for good (`dict:delete`). */
export function DictRecycleBinModal({ open, onClose }: DictRecycleBinModalProps) {
  const { t } = useTranslation('dict');
  const access = useDictAccess();
  const query = useDeleteList(open);
  const back = useBackDict();
  const deletePhysic = useDeletePhysic();
  const canRestore = access.edit;
  const canDelete = access.remove;

  const columns: ColumnsType<SysDict> = [
    { title: t('fields.dictName'), dataIndex: 'dictName' },
    { title: t('fields.dictCode'), dataIndex: 'dictCode' },
    { title: t('fields.description'), dataIndex: 'description', ellipsis: true },
    { title: t('fields.deletedAt'), dataIndex: 'updateTime', width: 170 },
  ];
  if (canRestore || canDelete) {
    columns.push({
      key: 'actions',
      title: t('actions.operation'),
      width: 160,
      render: (_: unknown, row) => (
        <Space size="small">
          {canRestore && (
            <Button type="link" size="small" onClick={() => back.mutate(row.id)}>
              {t('recycleBin.restore')}
            </Button>
          )}
          {canDelete && (
            <Popconfirm
              title={t('recycleBin.deleteConfirm')}
              okText={t('actions.ok')}
              cancelText={t('actions.cancel')}
              onConfirm={() => deletePhysic.mutate(row.id)}
            >
              <Button type="link" size="small" danger>
                {t('recycleBin.deleteForGood')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  return (
    <Modal
      open={open}
      title={t('recycleBin.title')}
      width={1000}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
    >
      <Table<SysDict>
        rowKey="id"
        size="middle"
        columns={withEmptyMark(columns)}
        dataSource={query.data ?? []}
        loading={query.isFetching}
        pagination={false}
        scroll={{ y: 480 }}
      />
    </Modal>
  );
}
