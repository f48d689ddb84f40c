import { TreeSelect } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeSelectModel } from '@cropwatch/contract';
import { feedback } from '../../lib/feedback';
import { failureMessage } from '../../lib/http';

interface SimpleNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

export interface LazyTreeSelectProps {
  /** Loads the roots (`pid` undefined) or the children of `pid`. */
  loadLevel: (pid?: string) => Promise<TreeSelectModel[]>;
  /** Texts of values set from outside, in order. */
  loadLabels: (values: string[]) => Promise<string[]>;
  /** Comma list of values. */
  value?: string;
  onChange?: (value: string) => void;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

const ROOT = '__root__';
const toNodes = (models: TreeSelectModel[], pId: string): SimpleNode[] =>
  models.map((m) => ({ id: m.key, pId, value: m.key, title: m.title, isLeaf: m.leaf }));

function reportFailure(error: unknown): void {
  const message = failureMessage(error);
  if (message) feedback.message.error(message);
}

/** A tree select loading one level per expansion; an empty level removes the expander (spec §4). */
export function LazyTreeSelect({
  loadLevel,
  loadLabels,
  value,
  onChange,
  multiple,
  placeholder,
  disabled,
  ...aria
}: LazyTreeSelectProps) {
  const { t } = useTranslation('list');
  const [nodes, setNodes] = useState<SimpleNode[]>([]);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const values = value ? value.split(',').filter(Boolean) : [];

  useEffect(() => {
    let live = true;
    loadLevel()
      .then((models) => live && setNodes(toNodes(models, ROOT)))
      .catch(reportFailure);
    return () => {
      live = false;
    };
  }, [loadLevel]);

  const missing = values.filter((v) => !(v in labels) && !nodes.some((n) => n.value === v)).join(',');
  useEffect(() => {
    if (!missing) return;
    const wanted = missing.split(',');
    let live = true;
    loadLabels(wanted)
      .then((texts) => {
        if (!live) return;
        setLabels((old) => ({ ...old, ...Object.fromEntries(wanted.map((v, i) => [v, texts[i] ?? v])) }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [missing, loadLabels]);

  const labelOf = (v: string): string => nodes.find((n) => n.value === v)?.title ?? labels[v] ?? v;

  const loadChildren = async (pid: string): Promise<void> => {
    try {
      const children = await loadLevel(pid);
      setNodes((list) => {
        const next = list.map((n) => (n.id === pid && children.length === 0 ? { ...n, isLeaf: true } : n));
        return [...next, ...toNodes(children, pid).filter((c) => !next.some((n) => n.id === c.id))];
      });
    } catch (error) {
      reportFailure(error);
    }
  };

  return (
    <TreeSelect
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: ROOT }}
      treeData={nodes}
      loadData={(node) => loadChildren(String(node.value))}
      labelInValue
      multiple={multiple}
      treeCheckable={false}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      notFoundContent={t('dict.noData')}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
      style={{ width: '100%' }}
      value={
        multiple
          ? values.map((v) => ({ value: v, label: labelOf(v) }))
          : values[0] === undefined
            ? undefined
            : { value: values[0], label: labelOf(values[0]) }
      }
      onChange={(next: { value: string; label?: ReactNode }[] | { value: string; label?: ReactNode } | undefined) => {
        const list = next === undefined ? [] : Array.isArray(next) ? next : [next];
        onChange?.(list.map((n) => n.value).join(','));
      }}
      {...aria}
    />
  );
}
