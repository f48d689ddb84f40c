import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Spin, Tree } from 'antd';
import type { Key } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepartTreeNode } from '@cropwatch/contract';
import { feedback } from '../../lib/feedback';
import { failureMessage } from '../../lib/http';
import { departTreeQueryOptions, flattenDeparts, searchDeparts } from '../api/depart-tree';
import { PickerInput } from '../picker-parts/picker-input';

/** Spec §9: department picker modal width 500. */
export const DEPART_PICKER_WIDTH = 500;

export interface DepartPickerProps {
  /** Comma list of department ids (or org codes with `store="orgCode"`). */
  value?: string;
  onChange?: (value: string, departs: DepartTreeNode[]) => void;
  store?: 'id' | 'orgCode';
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}

const toTreeData = (nodes: readonly DepartTreeNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.departName, children: toTreeData(n.children ?? []) }));

/** Vue2 `JSelectDepart`: read-only names and a department tree dialog with search. */
export function DepartPicker({
  value,
  onChange,
  store = 'id',
  multiple = true,
  placeholder,
  disabled,
  ...aria
}: DepartPickerProps) {
  const [open, setOpen] = useState(false);
  const tree = useQuery(departTreeQueryOptions());
  const all = flattenDeparts(tree.data ?? []);
  const values = value ? value.split(',').filter(Boolean) : [];
  const chosen = values.map((v) => all.find((d) => d[store] === v)).filter((d): d is DepartTreeNode => Boolean(d));
  const text = values.map((v) => all.find((d) => d[store] === v)?.departName ?? v).join(',');

  return (
    <>
      <PickerInput
        text={values.length ? text : ''}
        placeholder={placeholder}
        disabled={disabled}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('', [])}
        {...aria}
      />
      {open && (
        <DepartPickerModal
          tree={tree.data ?? []}
          loading={tree.isLoading}
          multiple={multiple}
          initial={chosen.map((d) => d.id)}
          onCancel={() => setOpen(false)}
          onOk={(ids, found) => {
            const departs = ids
              .map((id) => all.find((d) => d.id === id) ?? found.find((d) => d.id === id))
              .filter((d): d is DepartTreeNode => Boolean(d));
            onChange?.(departs.map((d) => d[store]).join(','), departs);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

export interface DepartPickerModalProps {
  tree: DepartTreeNode[];
  loading: boolean;
  multiple: boolean;
  initial: string[];
  onCancel: () => void;
  onOk: (ids: string[], searched: DepartTreeNode[]) => void;
}

export function DepartPickerModal({ tree, loading, multiple, initial, onCancel, onOk }: DepartPickerModalProps) {
  const { t } = useTranslation('list');
  const [checked, setChecked] = useState<string[]>(initial);
  const [found, setFound] = useState<DepartTreeNode[] | null>(null);

  const search = async (keyword: string) => {
    if (!keyword.trim()) {
      setFound(null);
      return;
    }
    try {
      setFound(await searchDeparts(keyword.trim()));
    } catch (error) {
      setFound([]);
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const confirm = () => {
    if (checked.length === 0) {
      feedback.message.warning(t('picker.departRequired'));
      return;
    }
    onOk(checked, found ?? []);
  };

  const treeData = found ? found.map((d) => ({ key: d.id, title: d.departName, children: [] })) : toTreeData(tree);
  const pick = (keys: Key[]) => setChecked(multiple ? keys.map(String) : keys.slice(-1).map(String));

  return (
    <Modal
      open
      title={t('picker.selectDepart')}
      width={DEPART_PICKER_WIDTH}
      onCancel={onCancel}
      onOk={confirm}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
    >
      <Input.Search
        aria-label={t('picker.searchDepart')}
        placeholder={t('picker.searchDepart')}
        allowClear
        onSearch={(keyword) => void search(keyword)}
        style={{ marginBottom: 12 }}
      />
      {loading ? (
        <Spin />
      ) : (
        <Tree
          checkable={multiple}
          checkStrictly
          defaultExpandAll
          blockNode
          treeData={treeData}
          checkedKeys={multiple ? { checked, halfChecked: [] } : undefined}
          selectedKeys={multiple ? [] : checked}
          onCheck={(keys) => pick(Array.isArray(keys) ? keys : keys.checked)}
          onSelect={(keys, info) => {
            if (multiple) {
              const key = String(info.node.key);
              setChecked((list) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]));
            } else pick(keys);
          }}
        />
      )}
    </Modal>
  );
}
