import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysPermissionTree } from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { fitColumn, scrollWidthOf, SELECTION_WIDTH, type ListColumns } from '../../../components/list-page/fit-column';
import { RowMore } from '../../../components/list-page/row-more';
import { MenuIcon } from '../../../components/menu-icon/menu-icons';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useDeletePermission } from '../api/delete-permission';
import { useDeletePermissionBatch } from '../api/delete-permission-batch';
import { usePermissionList } from '../api/list-permission';
import { DataRuleDrawer } from '../components/data-rule-drawer';
import { MenuFormDrawer, type MenuFormTarget } from '../components/menu-form-drawer';
import { MenuType } from '../lib/menu-form';

const TYPE_COLORS = ['blue', 'cyan', 'orange'] as const;

/** Antd shows an expander for `children: []`; leaves answer `null`, which must become "no children". */
function withoutEmptyChildren(rows: readonly SysPermissionTree[]): SysPermissionTree[] {
  return rows.map((r) => ({ ...r, children: r.children?.length ? withoutEmptyChildren(r.children) : null }));
}

/** 菜单管理 (`system/PermissionList`): the menu / button tree with its CRUD and each menu's data rules. */
export default function PermissionListPage() {
  const { t } = useTranslation('permission');
  const { excluded } = usePermission();
  // Show/hide rules of the seed (permission:add…): hidden only when the user lacks an enabled rule (authPre).
  const gone = excluded('permission:');
  const list = usePermissionList();
  const removeOne = useDeletePermission();
  const removeMany = useDeletePermissionBatch();
  const [formTarget, setFormTarget] = useState<MenuFormTarget | null>(null);
  const [ruleMenu, setRuleMenu] = useState<SysPermissionTree | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);

  const rows = withoutEmptyChildren(list.data ?? []);
  const canAdd = !gone.includes('add');
  const canEdit = !gone.includes('edit');
  const canDelete = !gone.includes('delete');
  const canRule = !gone.includes('datarule');

  const report = async (run: () => Promise<string>): Promise<boolean> => {
    try {
      feedback.message.success(await run());
      return true;
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
      return false;
    }
  };

  const deleteSelected = () => {
    if (selected.length === 0) {
      feedback.message.warning(t('list.selectOne'));
      return;
    }
    feedback.modal.confirm({
      title: t('list.confirmTitle'),
      content: t('list.confirmBatch', { count: selected.length }),
      okText: t('form.ok'),
      cancelText: t('form.cancel'),
      onOk: async () => {
        if (await report(() => removeMany.mutateAsync(selected))) setSelected([]);
      },
    });
  };

  const columns: ListColumns<SysPermissionTree> = [
    // The tree's indentation and expand icon share the name's cell: it keeps room for ~8 characters beside them.
    { title: t('fields.name'), dataIndex: 'name', kind: 'name', least: 200 },
    {
      title: t('fields.menuType'),
      dataIndex: 'menuType',
      kind: 'tag',
      render: (type: number) => <Tag color={TYPE_COLORS[type] ?? 'default'}>{t(`menuType.${type}`)}</Tag>,
    },
    {
      title: t('fields.icon'),
      dataIndex: 'icon',
      kind: 'tag',
      align: 'center',
      render: (icon: string | null) => (icon ? <MenuIcon name={icon} /> : null),
    },
    { title: t('fields.component'), dataIndex: 'component', kind: 'code', width: 130 },
    { title: t('fields.url'), dataIndex: 'url', kind: 'code', width: 130 },
    { title: t('fields.perms'), dataIndex: 'perms', kind: 'code', width: 130 },
    { title: t('fields.sortNo'), dataIndex: 'sortNo', kind: 'number' },
    {
      key: 'actions',
      title: t('actions.operation'),
      fixed: 'right',
      render: (_: unknown, row) => {
        const isButton = row.menuType === MenuType.button;
        return (
          <Space size={0}>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setFormTarget({ mode: 'edit', row })}>
                {t('actions.edit')}
              </Button>
            )}
            {canAdd && !isButton && (
              <Button
                type="link"
                size="small"
                onClick={() => setFormTarget({ mode: 'add', menuType: MenuType.sub, parentId: row.id })}
              >
                {t('actions.addChild')}
              </Button>
            )}
            <RowMore
              actions={[
                ...(canRule && !isButton
                  ? [{ key: 'rule', label: t('actions.dataRule'), onClick: () => setRuleMenu(row) }]
                  : []),
                ...(canDelete
                  ? [
                      {
                        key: 'delete',
                        label: t('actions.delete'),
                        danger: true,
                        confirm: t('actions.confirmDelete'),
                        onClick: () => void report(() => removeOne.mutateAsync(row.id)),
                      },
                    ]
                  : []),
              ]}
            />
          </Space>
        );
      },
    },
  ];

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        {canAdd && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setFormTarget({ mode: 'add', menuType: MenuType.top })}
          >
            {t('actions.addTop')}
          </Button>
        )}
        {canDelete && (
          <Button icon={<DeleteOutlined />} onClick={deleteSelected}>
            {t('actions.batchDelete')}
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
          {t('actions.refresh')}
        </Button>
      </Space>
      {selected.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <Space>
              {t('list.selected', { count: selected.length })}
              <Button type="link" size="small" onClick={() => setSelected([])}>
                {t('actions.clear')}
              </Button>
            </Space>
          }
        />
      )}
      {list.error ? (
        <Alert type="error" showIcon title={failureMessage(list.error) ?? t('list.loadFailed')} />
      ) : (
        <Table<SysPermissionTree>
          rowKey="id"
          size="middle"
          columns={columns.map((c) => (c.fixed ? c : fitColumn(c)))}
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          // As the list-page kit: automatic layout, fitted to the card, so 排序 never hides under 操作 (issue #18).
          tableLayout="auto"
          scroll={{
            x: scrollWidthOf(
              columns.filter((c) => !c.fixed),
              (canDelete ? SELECTION_WIDTH : 0) + 150,
            ),
          }}
          expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
          rowSelection={
            canDelete
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), checkStrictly: true }
              : undefined
          }
        />
      )}
      <MenuFormDrawer target={formTarget} tree={list.data ?? []} onClose={() => setFormTarget(null)} />
      <DataRuleDrawer menu={ruleMenu} onClose={() => setRuleMenu(null)} />
    </Card>
  );
}
