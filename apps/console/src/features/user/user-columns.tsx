import { Avatar, Badge, DatePicker, Form, Input } from 'antd';
import type { TFunction } from 'i18next';
import type { SysUser } from '@cropwatch/contract';
import { DictSelect } from '../../components/dict/dict-select';
import { interfaceDictText } from '../../components/dict/interface-dict';
import { renderDictText } from '../../components/dict/render-dict-text';
import type { ListColumns } from '../../components/list-page/fit-column';
import type { FilterOperator } from '../../components/list-page/list-query';
import type { QueryField } from '../../components/super-query/super-query-model';
import { avatarUrl } from './components/avatar-url';

/** `sys_user.status`: 1 normal, 2 frozen (contract §6.1, dictionary `user_status`). */
export const FROZEN = 2;
export const NORMAL = 1;

/** The list columns of Vue2 `UserList` (dictionary fields show the server's `_dictText`). */
export function userColumns(t: TFunction): ListColumns<SysUser> {
  return [
    { title: t('fields.username'), dataIndex: 'username', width: 120, sorter: true },
    { title: t('fields.realname'), dataIndex: 'realname', width: 110 },
    {
      title: t('fields.avatar'),
      dataIndex: 'avatar',
      kind: 'tag',
      optional: true,
      align: 'center',
      render: (value: string | null, row) =>
        value ? <Avatar shape="square" src={avatarUrl(value)} alt={row.username} /> : null,
    },
    {
      title: t('fields.sex'),
      dataIndex: 'sex',
      optional: true,
      sorter: true,
      // Gender and status are words of the interface (issue #31): in the console's language, not the dictionary's.
      render: (value: number | null, row) => interfaceDictText('sex', value, renderDictText(row, 'sex')),
    },
    { title: t('fields.birthday'), dataIndex: 'birthday', optional: true },
    { title: t('fields.phone'), dataIndex: 'phone', optional: true },
    { title: t('fields.orgCodeTxt'), dataIndex: 'orgCodeTxt', width: 180, ellipsis: true },
    {
      title: t('fields.departIds'),
      dataIndex: 'departIds',
      width: 160,
      ellipsis: true,
      render: (_: unknown, row) => renderDictText(row, 'departIds'),
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      render: (value: number, row) => (
        <Badge status={value === FROZEN ? 'error' : 'success'} text={interfaceDictText('user_status', value, renderDictText(row, 'status'))} />
      ),
    },
  ];
}

/** Search-form operators: text fields match anywhere, the birthday is a range. */
export const USER_SEARCH_OPERATORS: Partial<Record<string, FilterOperator>> = {
  username: 'contains',
  realname: 'contains',
  phone: 'contains',
  birthday: 'between',
};

export function userSearchFields(t: TFunction) {
  return (
    <>
      <Form.Item name="username" label={t('search.username')}>
        <Input allowClear aria-label={t('search.username')} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="realname" label={t('search.realname')}>
        <Input allowClear aria-label={t('search.realname')} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="sex" label={t('fields.sex')}>
        <DictSelect dictCode="sex" aria-label={t('fields.sex')} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')}>
        <Input allowClear aria-label={t('fields.phone')} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="status" label={t('search.status')}>
        <DictSelect dictCode="user_status" aria-label={t('search.status')} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="birthday" label={t('fields.birthday')}>
        <DatePicker.RangePicker
          aria-label={t('fields.birthday')}
          placeholder={[t('search.birthdayStart'), t('search.birthdayEnd')]}
        />
      </Form.Item>
    </>
  );
}

/** The advanced query's fields: text, dictionary, number and date columns of `sys_user`. */
export function userQueryFields(t: TFunction): QueryField[] {
  return [
    { field: 'username', title: t('fields.username'), type: 'string' },
    { field: 'realname', title: t('fields.realname'), type: 'string' },
    { field: 'sex', title: t('fields.sex'), type: 'list', dictCode: 'sex', dbType: 'int' },
    { field: 'status', title: t('fields.status'), type: 'list', dictCode: 'user_status', dbType: 'int' },
    { field: 'userIdentity', title: t('fields.userIdentity'), type: 'list', dictCode: 'user_identity', dbType: 'int' },
    { field: 'birthday', title: t('fields.birthday'), type: 'date' },
    { field: 'createTime', title: t('fields.createTime'), type: 'datetime' },
    { field: 'workNo', title: t('fields.workNo'), type: 'string' },
    { field: 'phone', title: t('fields.phone'), type: 'string' },
    { field: 'email', title: t('fields.email'), type: 'string' },
  ];
}
