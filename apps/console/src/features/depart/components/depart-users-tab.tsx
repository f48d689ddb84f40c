import { useQuery } from '@tanstack/react-query';
import { Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysUser } from '@cropwatch/contract';
import { withEmptyMark } from '../../../components/list-page/empty-cell';
import { departUsersOptions } from '../api/query-user-by-dep-id';

/** 部门用户: read-only list of the users of the department and its sub-departments. */
export function DepartUsersTab({ departId }: { departId: string }) {
  const { t } = useTranslation('depart');
  const [realname, setRealname] = useState('');
  const users = useQuery(departUsersOptions(departId, realname));

  const columns: ColumnsType<SysUser> = useMemo(
    () => [
      { title: t('users.username'), dataIndex: 'username' },
      { title: t('users.realname'), dataIndex: 'realname' },
      { title: t('users.phone'), dataIndex: 'phone' },
      { title: t('users.departs'), dataIndex: 'orgCodeTxt', ellipsis: true },
    ],
    [t],
  );

  return (
    <>
      <Input.Search
        allowClear
        aria-label={t('users.search')}
        placeholder={t('users.search')}
        onSearch={setRealname}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <Table<SysUser>
        rowKey="id"
        size="small"
        columns={withEmptyMark(columns)}
        dataSource={users.data ?? []}
        loading={users.isFetching}
        pagination={{ pageSize: 10, showSizeChanger: false }}
      />
    </>
  );
}
