import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Space, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DepartTreeItem } from '../lib/depart-tree';

export interface DepartTreePanelProps {
  items: DepartTreeItem[];
  loading: boolean;
  /** Search matches replace the tree until the search is cleared. */
  searching: boolean;
  loadedKeys: string[];
  expandedKeys: string[];
  selectedId: string | null;
  checkedKeys: string[];
  canAdd: boolean;
  canDelete: boolean;
  onLoad: (id: string) => Promise<void>;
  onExpand: (keys: string[]) => void;
  onSelect: (id: string) => void;
  onCheck: (keys: string[]) => void;
  onSearch: (keyWord: string) => void;
  onAddTop: () => void;
  onAddChild: () => void;
  onBatchDelete: () => void;
  onExport: () => void;
  onImport: () => void;
}

/** Left side of 部门管理: toolbar, name search and the checkable, lazily loaded department tree. */
export function DepartTreePanel(props: DepartTreePanelProps) {
  const { t } = useTranslation('depart');
  const { items, loading, checkedKeys, canAdd, canDelete } = props;

  return (
    <div className="cw-depart-tree-panel">
      <Space wrap style={{ marginBottom: 12 }}>
        {canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onAddTop}>
            {t('tree.addTop')}
          </Button>
        )}
        {canAdd && (
          <Button icon={<PlusOutlined />} onClick={props.onAddChild}>
            {t('tree.addChild')}
          </Button>
        )}
        {canAdd && (
          <Button icon={<UploadOutlined />} onClick={props.onImport}>
            {t('tree.import')}
          </Button>
        )}
        <Button icon={<DownloadOutlined />} onClick={props.onExport}>
          {t('tree.export')}
        </Button>
        {canDelete && (
          <Button icon={<DeleteOutlined />} onClick={props.onBatchDelete}>
            {t('tree.batchDelete')}
          </Button>
        )}
      </Space>
      {checkedKeys.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            <Space>
              {t('tree.checked', { count: checkedKeys.length })}
              <Button type="link" size="small" onClick={() => props.onCheck([])}>
                {t('tree.clearChecked')}
              </Button>
            </Space>
          }
        />
      )}
      <Input.Search
        allowClear
        aria-label={t('tree.search')}
        placeholder={t('tree.search')}
        onSearch={(value) => props.onSearch(value.trim())}
        style={{ marginBottom: 12 }}
      />
      {loading ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description={props.searching ? t('tree.noMatch') : t('tree.empty')} />
      ) : (
        <Tree
          aria-label={t('tree.label')}
          checkable
          checkStrictly
          blockNode
          showLine
          treeData={items}
          loadData={props.searching ? undefined : (node) => props.onLoad(String(node.key))}
          loadedKeys={props.loadedKeys}
          expandedKeys={props.expandedKeys}
          onExpand={(keys) => props.onExpand(keys.map(String))}
          selectedKeys={props.selectedId ? [props.selectedId] : []}
          // A second click keeps the department open instead of deselecting it.
          onSelect={(_keys, info) => props.onSelect(String(info.node.key))}
          checkedKeys={{ checked: checkedKeys, halfChecked: [] }}
          onCheck={(keys) => props.onCheck((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      )}
    </div>
  );
}
