import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuTheme } from '../../stores/preferences';
import { MenuIcon } from './menu-icons';
import { menuTitle } from './menu-title';
import { ancestorKeys, nextOpenKeys, selectedKeyFor, type MenuNode } from './menu-tree';

type MenuItem = Required<MenuProps>['items'][number];

export interface SideMenuProps {
  tree: MenuNode[];
  pathname: string;
  mode: 'inline' | 'horizontal';
  theme: MenuTheme;
  collapsed?: boolean;
  onSelect: (node: MenuNode) => void;
}

function findNode(nodes: readonly MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = node.children && findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}

/**
 * The permission menu (spec §2 Layout): highlights the current route, keeps one root submenu open, and
 * remembers the open submenus while the sider is collapsed.
 */
export function SideMenu({ tree, pathname, mode, theme, collapsed = false, onSelect }: SideMenuProps) {
  const { t } = useTranslation();
  const selectedKey = selectedKeyFor(tree, pathname);
  const rootKeys = useMemo(() => tree.filter((n) => n.children).map((n) => n.key), [tree]);
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    selectedKey && !collapsed ? (ancestorKeys(tree, selectedKey) ?? []) : [],
  );
  const cachedOpenKeys = useRef<string[]>([]);
  const wasCollapsed = useRef(collapsed);

  // A navigation opens the folders of the new entry (closing the other roots); while collapsed it only
  // updates what will be restored on expanding.
  useEffect(() => {
    if (!selectedKey) return;
    const keys = ancestorKeys(tree, selectedKey) ?? [];
    if (wasCollapsed.current) cachedOpenKeys.current = keys;
    else setOpenKeys(keys);
  }, [selectedKey, tree]);

  useEffect(() => {
    if (wasCollapsed.current === collapsed) return;
    wasCollapsed.current = collapsed;
    if (collapsed) {
      setOpenKeys((current) => {
        cachedOpenKeys.current = current;
        return [];
      });
    } else {
      setOpenKeys(cachedOpenKeys.current);
    }
  }, [collapsed]);

  const items = useMemo(() => {
    const toItem = (node: MenuNode, root: boolean): MenuItem => {
      const label = menuTitle(t, node.name, node.title);
      const icon = root || node.icon ? <MenuIcon name={node.icon} /> : undefined;
      if (node.children) return { key: node.key, icon, label, children: node.children.map((c) => toItem(c, false)) };
      return { key: node.key, icon, label };
    };
    return tree.map((n) => toItem(n, true));
  }, [tree, t]);

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      {...(mode === 'inline'
        ? {
            openKeys,
            onOpenChange: (keys: string[]) => setOpenKeys(nextOpenKeys(openKeys, keys, rootKeys)),
            inlineCollapsed: collapsed,
          }
        : {})}
      onClick={({ key }) => {
        const node = findNode(tree, key);
        if (node) onSelect(node);
      }}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 0, lineHeight: '64px' } : { borderInlineEnd: 0 }}
    />
  );
}
