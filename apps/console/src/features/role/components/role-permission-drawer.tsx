import { FilterOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Empty, Space, Spin, Tooltip, Tree, type TreeProps } from 'antd';
import type { TFunction } from 'i18next';
import type { Key } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MenuRoute, SysRole } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { menuTitle, routeNamesById } from '../../../lib/menu-title';
import { permissionStore } from '../../../stores/permission';
import { useRolePermission } from '../api/query-role-permission';
import { useRoleTree } from '../api/query-tree-list';
import { useSaveRolePermission } from '../api/save-role-permission';
import {
  allKeys,
  initialCheckedKeys,
  parentKeys,
  permissionIdsOf,
  type AuthTreeNode,
  type CheckState,
} from '../lib/permission-tree';
import { RoleDataRuleDrawer } from './role-data-rule-drawer';

export interface RolePermissionDrawerProps {
  role: SysRole | null;
  onClose: () => void;
}

const NO_CHECK: CheckState = { checked: [], halfChecked: [] };

interface LabelledNode {
  key: string;
  title: string;
  'aria-label': string;
  children?: LabelledNode[];
}

/**
 * rc-tree copies `aria-*` fields of a node onto its treeitem, which labels the node's checkbox: the checkbox is
 * then named exactly by the menu title (not "caret-down 系统管理"), so journeys can tick `getByRole('checkbox', {name})`.
 */
function labelled(nodes: readonly AuthTreeNode[]): LabelledNode[] {
  return nodes.map((n) => ({
    key: n.key,
    title: n.title,
    'aria-label': n.title,
    ...(n.children ? { children: labelled(n.children) } : {}),
  }));
}

function translatedTree(nodes: readonly AuthTreeNode[], names: Map<string, string>, t: TFunction): AuthTreeNode[] {
  return nodes.map((n) => {
    const name = names.get(n.key);
    return {
      ...n,
      title: name ? menuTitle(t, name, n.title) : n.title,
      ...(n.children ? { children: translatedTree(n.children, names, t) } : {}),
    };
  });
}

function indexNodes(nodes: readonly AuthTreeNode[], into = new Map<string, AuthTreeNode>()) {
  for (const n of nodes) {
    into.set(n.key, n);
    indexNodes(n.children ?? [], into);
  }
  return into;
}

/**
 * 角色授权 (Vue2 `UserRoleModal` / Vue3 `RolePermissionDrawer`): the menu and button tree with the role's grants
 * ticked. Linked mode (default) ticks a branch with its parent; unlinked grants exactly what is ticked. Menus with
 * data rules carry a button that opens the role's rule choice.
 */
export function RolePermissionDrawer({ role, onClose }: RolePermissionDrawerProps) {
  const { t } = useTranslation('role');
  const open = role !== null;
  const tree = useRoleTree(open);
  const granted = useRolePermission(role?.id);
  const save = useSaveRolePermission();
  const [linked, setLinked] = useState(true);
  const [check, setCheck] = useState<CheckState>(NO_CHECK);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [ruleMenu, setRuleMenu] = useState<AuthTreeNode | null>(null);

  // The menus under the titles the side menu shows them by (the `menu` texts of their route names, issue #31).
  const { menu } = useSnapshot(permissionStore);
  const { t: tMenu } = useTranslation('menu');
  const nodes = useMemo(
    () => translatedTree(tree.data ?? [], routeNamesById(menu as MenuRoute[] | null), tMenu),
    [tree.data, menu, tMenu],
  );
  const byKey = useMemo(() => indexNodes(nodes), [nodes]);
  const treeData = useMemo(() => labelled(nodes), [nodes]);
  const last = useMemo(() => granted.data ?? [], [granted.data]);

  // (Re)load the ticks whenever the server's grants arrive: on opening and after each save.
  useEffect(() => {
    if (!open || !tree.data || !granted.data) return;
    setCheck({ checked: initialCheckedKeys(granted.data, tree.data, linked), halfChecked: [] });
    // `linked` is read, not followed: toggling it converts the current ticks instead (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, tree.data, granted.data]);

  useEffect(() => {
    if (open && tree.data) setExpanded(parentKeys(tree.data));
  }, [open, tree.data]);

  useEffect(() => {
    if (!open) {
      setCheck(NO_CHECK);
      setRuleMenu(null);
    }
  }, [open]);

  const chosen = permissionIdsOf(check, nodes, linked);

  const toggleLinked = () => {
    const next = !linked;
    // Keep what is granted: unlinking makes the implied parents explicit, linking keeps the leaves.
    setCheck({ checked: next ? initialCheckedKeys(chosen, nodes, true) : chosen, halfChecked: [] });
    setLinked(next);
  };

  const onCheck: TreeProps['onCheck'] = (keys, info) => {
    const checked = (Array.isArray(keys) ? keys : keys.checked).map(String);
    setCheck({ checked, halfChecked: (info.halfCheckedKeys ?? []).map(String) });
  };

  const submit = async (close: boolean) => {
    if (!role) return;
    try {
      const message = await save.mutateAsync({ roleId: role.id, permissionIds: chosen, lastPermissionIds: last });
      feedback.message.success(message);
      if (close) onClose();
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const onTreeAction = (key: 'checkAll' | 'uncheckAll' | 'expandAll' | 'collapseAll') => {
    if (key === 'checkAll') setCheck({ checked: allKeys(nodes), halfChecked: [] });
    if (key === 'uncheckAll') setCheck(NO_CHECK);
    if (key === 'expandAll') setExpanded(parentKeys(nodes));
    if (key === 'collapseAll') setExpanded([]);
  };

  const loading = tree.isLoading || granted.isLoading;
  const loadError = tree.error ?? granted.error;

  return (
    <Drawer
      open={open}
      title={t('authorize.title', { name: role?.roleName ?? '' })}
      size={650}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button loading={save.isPending} disabled={loading} onClick={() => void submit(false)}>
            {t('authorize.save')}
          </Button>
          <Button type="primary" loading={save.isPending} disabled={loading} onClick={() => void submit(true)}>
            {t('authorize.saveAndClose')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Button size="small" onClick={toggleLinked} aria-pressed={linked}>
            {linked ? t('authorize.unlink') : t('authorize.link')}
          </Button>
          <Button size="small" onClick={() => onTreeAction('checkAll')}>
            {t('authorize.checkAll')}
          </Button>
          <Button size="small" onClick={() => onTreeAction('uncheckAll')}>
            {t('authorize.uncheckAll')}
          </Button>
          <Button size="small" onClick={() => onTreeAction('expandAll')}>
            {t('authorize.expandAll')}
          </Button>
          <Button size="small" onClick={() => onTreeAction('collapseAll')}>
            {t('authorize.collapseAll')}
          </Button>
        </Space>
        <span>{t('authorize.selectedCount', { count: chosen.length })}</span>
        {loadError ? (
          <Alert type="error" showIcon title={failureMessage(loadError) ?? t('authorize.loadFailed')} />
        ) : loading ? (
          <Spin />
        ) : nodes.length === 0 ? (
          <Empty />
        ) : (
          <Tree
            checkable
            selectable={false}
            checkStrictly={!linked}
            treeData={treeData}
            checkedKeys={linked ? check.checked : { checked: check.checked, halfChecked: [] }}
            onCheck={onCheck}
            expandedKeys={expanded}
            onExpand={(keys: Key[]) => setExpanded(keys.map(String))}
            titleRender={(node) => {
              const item = byKey.get(String(node.key));
              return (
                <span>
                  {item?.title}
                  {item?.hasDataRule && (
                    <Tooltip title={t('dataRule.open')}>
                      <Button
                        type="link"
                        size="small"
                        icon={<FilterOutlined />}
                        aria-label={t('dataRule.openFor', { name: item.title })}
                        onClick={(e) => {
                          e.stopPropagation();
                          setRuleMenu(item);
                        }}
                      />
                    </Tooltip>
                  )}
                </span>
              );
            }}
          />
        )}
      </Space>
      {role && <RoleDataRuleDrawer role={role} menu={ruleMenu} onClose={() => setRuleMenu(null)} />}
    </Drawer>
  );
}
