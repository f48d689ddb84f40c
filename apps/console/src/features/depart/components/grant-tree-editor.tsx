import { Button, Empty, Space, Spin, Switch, Tree } from 'antd';
import type { Key } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allGrantKeys, parentGrantKeys, toGrantTree, type GrantTreeSource } from '../lib/permission-tree';

export interface GrantTreeEditorProps {
  tree: readonly GrantTreeSource[];
  /** The ids the server holds now (also sent back as `lastpermissionIds`). */
  granted: readonly string[];
  loading: boolean;
  saving: boolean;
  canSave: boolean;
  onSave: (ids: string[]) => void;
  /** Accessible name of the tree. */
  label: string;
}

/**
 * Checkable menu tree of the authorisation screens (Vue2 DepartAuthModal / DeptRoleAuth): parents and children
 * checked independently by default, a switch links them; expand, select all and reset helpers.
 */
export function GrantTreeEditor({ tree, granted, loading, saving, canSave, onSave, label }: GrantTreeEditorProps) {
  const { t } = useTranslation('depart');
  const items = useMemo(() => toGrantTree(tree), [tree]);
  const [checked, setChecked] = useState<string[]>(() => [...granted]);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [linked, setLinked] = useState(false);

  if (loading) return <Spin />;
  if (items.length === 0) return <Empty description={t('permission.empty')} />;

  const onCheck = (keys: Key[] | { checked: Key[]; halfChecked: Key[] }) =>
    setChecked((Array.isArray(keys) ? keys : keys.checked).map(String));

  return (
    <div className="cw-grant-tree">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setExpanded(parentGrantKeys(items))}>
          {t('permission.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('permission.collapseAll')}
        </Button>
        <Button size="small" onClick={() => setChecked(allGrantKeys(items))}>
          {t('permission.checkAll')}
        </Button>
        <Button size="small" onClick={() => setChecked([])}>
          {t('permission.uncheckAll')}
        </Button>
        <Space size={4}>
          <Switch size="small" checked={linked} onChange={setLinked} aria-label={t('permission.linked')} />
          <span>{t('permission.linked')}</span>
        </Space>
      </Space>
      <Tree
        aria-label={label}
        checkable
        checkStrictly={!linked}
        selectable={false}
        treeData={items}
        checkedKeys={linked ? checked : { checked, halfChecked: [] }}
        onCheck={onCheck}
        expandedKeys={expanded ?? parentGrantKeys(items)}
        onExpand={(keys) => setExpanded(keys.map(String))}
        style={{ maxHeight: 480, overflow: 'auto' }}
      />
      <Space style={{ marginTop: 16 }}>
        {canSave && (
          <Button type="primary" loading={saving} onClick={() => onSave(checked)}>
            {t('permission.save')}
          </Button>
        )}
        <Button onClick={() => setChecked([...granted])}>{t('permission.reset')}</Button>
      </Space>
    </div>
  );
}
