import { useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withEmptyMark } from '../../../components/list-page/empty-cell';
import { UserPicker } from '../../../components/user-picker/user-picker';
import { feedback } from '../../../lib/feedback';
import { reportWrite } from '../../../lib/write-outcome';
import { departUsersQuery, useDepartUserWrites } from '../api/my-depart-api';

type DepartUser = {
  id: string;
  username: string;
  realname?: string | null;
  phone?: string | null;
  orgCode?: string | null;
};

/** Users of a department the signed-in user heads: add existing users, take one out. */
export function MyDepartUsers({ depId }: { depId: string }) {
  const { t } = useTranslation('departUser');
  const [pageNo, setPageNo] = useState(1);
  const [realname, setRealname] = useState('');
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState('');
  const users = useQuery(departUsersQuery(depId, pageNo, realname));
  const { add, remove } = useDepartUserWrites();

  const columns: ColumnsType<DepartUser> = useMemo(
    () => [
      { title: t('username'), dataIndex: 'username' },
      { title: t('realname'), dataIndex: 'realname' },
      { title: t('phone'), dataIndex: 'phone' },
      { title: t('departs'), dataIndex: 'orgCode', ellipsis: true },
      {
        title: t('actions'),
        key: 'actions',
        width: 120,
        render: (_: unknown, u) => (
          <Popconfirm
            title={t('removeConfirm')}
            onConfirm={() => void reportWrite(remove.mutateAsync({ depId, userId: u.id }))}
          >
            <Button type="link" size="small" danger>
              {t('remove')}
            </Button>
          </Popconfirm>
        ),
      },
    ],
    [t, depId, remove],
  );

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('search')}
          placeholder={t('search')}
          onSearch={(v) => {
            setPageNo(1);
            setRealname(v.trim());
          }}
          style={{ width: 260 }}
        />
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('addExisting')}
        </Button>
      </Space>
      <Table<DepartUser>
        rowKey="id"
        size="small"
        columns={withEmptyMark(columns)}
        loading={users.isFetching}
        dataSource={users.data?.records ?? []}
        pagination={{
          current: pageNo,
          pageSize: 10,
          total: users.data?.total ?? 0,
          onChange: setPageNo,
          showSizeChanger: false,
        }}
      />
      <Modal
        open={adding}
        title={t('addExisting')}
        confirmLoading={add.isPending}
        destroyOnHidden
        onCancel={() => setAdding(false)}
        afterClose={() => setPicked('')}
        onOk={() => {
          const userIdList = picked.split(',').filter(Boolean);
          if (userIdList.length === 0) {
            feedback.message.warning(t('pickUsers'));
            return;
          }
          void reportWrite(add.mutateAsync({ depId, userIdList }).finally(() => setAdding(false)));
        }}
      >
        <UserPicker multiple store="id" value={picked} onChange={(v) => setPicked(v)} placeholder={t('pickUsers')} />
      </Modal>
    </>
  );
}
