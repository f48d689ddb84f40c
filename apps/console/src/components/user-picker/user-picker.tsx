import { useQuery } from '@tanstack/react-query';
import { Button, Col, Input, Modal, Row, Space, Tree } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryUserComponentData, type DepartTreeNode, type SysUser } from '@cropwatch/contract';
import { departTreeQueryOptions } from '../api/depart-tree';
import { getMultiUser } from '../api/get-multi-user';
import { renderDictText } from '../dict/render-dict-text';
import { useListPage } from '../list-page/use-list-page';
import { PickerInput } from '../picker-parts/picker-input';
import { PICKER_PAGE_SIZE, PickerTable } from '../picker-parts/picker-table';

/** Spec §9: user picker modal width 1250. */
export const USER_PICKER_WIDTH = 1250;

export interface UserPickerProps {
  /** Comma list of `store` values. */
  value?: string;
  onChange?: (value: string, users: SysUser[]) => void;
  /** Stored column, default `id`. */
  store?: 'id' | 'username';
  /** Shown column, default `realname`. */
  text?: 'realname' | 'username';
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/** Vue2 `JSelectUserByDep`: read-only names, a clear icon, and a dialog choosing users by department. */
export function UserPicker({
  value,
  onChange,
  store = 'id',
  text = 'realname',
  multiple = true,
  placeholder,
  disabled,
  ...aria
}: UserPickerProps) {
  const [open, setOpen] = useState(false);
  const values = value ? value.split(',').filter(Boolean) : [];
  const known = useQuery({
    queryKey: ['sys', 'user', 'multi', store, values.join(',')],
    enabled: values.length > 0,
    queryFn: () => getMultiUser(store, values),
  });
  const names = values.map((v) => known.data?.find((u) => u[store] === v)?.[text] ?? v).join(',');

  return (
    <>
      <PickerInput
        text={values.length ? names : ''}
        placeholder={placeholder}
        disabled={disabled}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('', [])}
        {...aria}
      />
      {open && (
        <UserPickerModal
          multiple={multiple}
          initial={known.data ?? []}
          onCancel={() => setOpen(false)}
          onOk={(users) => {
            onChange?.(users.map((u) => u[store]).join(','), users);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

export interface UserPickerModalProps {
  multiple: boolean;
  initial: SysUser[];
  onCancel: () => void;
  onOk: (users: SysUser[]) => void;
}

interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}

const toTreeData = (nodes: readonly DepartTreeNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.departName, children: toTreeData(n.children ?? []) }));

export function UserPickerModal({ multiple, initial, onCancel, onOk }: UserPickerModalProps) {
  const { t } = useTranslation('list');
  const [selected, setSelected] = useState<SysUser[]>(initial);
  const [username, setUsername] = useState('');
  const [departId, setDepartId] = useState<string | undefined>(undefined);
  const departs = useQuery(departTreeQueryOptions());
  const list = useListPage<SysUser>({
    url: { list: queryUserComponentData },
    queryKey: ['sys', 'user', 'component'],
    defaultPageSize: PICKER_PAGE_SIZE,
    fields: ['username', 'realname', 'sex', 'phone', 'orgCodeTxt'],
    baseParams: departId ? { departId } : undefined,
  });
  const columns: ColumnsType<SysUser> = [
    { title: t('picker.username'), dataIndex: 'username', ellipsis: true },
    { title: t('picker.realname'), dataIndex: 'realname', ellipsis: true },
    { title: t('picker.sex'), dataIndex: 'sex', render: (_: unknown, row) => renderDictText(row, 'sex') },
    { title: t('picker.phone'), dataIndex: 'phone' },
    { title: t('picker.depart'), dataIndex: 'orgCodeTxt', ellipsis: true },
  ];
  const search = () => list.search(username ? [{ field: 'username', operator: 'eq', value: username }] : []);

  return (
    <Modal
      open
      title={t('picker.selectUser')}
      width={USER_PICKER_WIDTH}
      onCancel={onCancel}
      onOk={() => onOk(selected)}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
    >
      <Row gutter={16}>
        <Col md={6} sm={24}>
          {/* Mounted once the tree is there: `defaultExpandAll` only applies to the first data. */}
          {departs.data && (
            <Tree
              blockNode
              defaultExpandAll
              treeData={toTreeData(departs.data)}
              selectedKeys={departId ? [departId] : []}
              onSelect={(keys) => {
                setDepartId(keys[0] === undefined ? undefined : String(keys[0]));
                list.search(username ? [{ field: 'username', operator: 'eq', value: username }] : []);
              }}
            />
          )}
        </Col>
        <Col md={18} sm={24}>
          <Space style={{ marginBottom: 12 }}>
            <Input
              aria-label={t('picker.username')}
              placeholder={t('picker.username')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              onPressEnter={search}
            />
            <Button type="primary" onClick={search}>
              {t('actions.search')}
            </Button>
            <Button
              onClick={() => {
                setUsername('');
                setDepartId(undefined);
                list.reset();
              }}
            >
              {t('actions.reset')}
            </Button>
          </Space>
          <PickerTable
            list={list}
            columns={columns}
            multiple={multiple}
            selected={selected}
            onSelectedChange={setSelected}
          />
        </Col>
      </Row>
    </Modal>
  );
}
