import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Empty, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { departExportXls, departImportExcel, type DepartTreeNode } from '@cropwatch/contract';
import { ImportExcelModal } from '../../../components/import-excel/import-excel-modal';
import { feedback } from '../../../lib/feedback';
import { downloadFile, failureMessage } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { useDeleteBatchDepart } from '../api/delete-batch-depart';
import { useDeleteDepart } from '../api/delete-depart';
import { invalidateDeparts } from '../api/invalidate-departs';
import { searchBy } from '../api/search-by';
import { DepartAddModal } from '../components/depart-add-modal';
import { DepartDetail } from '../components/depart-detail';
import { DepartTreePanel } from '../components/depart-tree-panel';
import { useDepartButtons } from '../hooks/use-depart-buttons';
import { useLazyDepartTree } from '../hooks/use-lazy-depart-tree';
import { findDepart, flatDepartItems, keepKnownKeys } from '../lib/depart-tree';

const warnFailure = (error: unknown) => {
  const message = failureMessage(error);
  if (message) feedback.message.warning(message);
};

/** 部门管理 (`system/DepartList`): department tree on the left, the selected department's tabs on the right. */
export function DepartListPage() {
  const { t } = useTranslation('depart');
  const buttons = useDepartButtons();
  const queryClient = useQueryClient();
  const tree = useLazyDepartTree();
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [checkedKeys, setCheckedKeys] = useState<string[]>([]);
  const [found, setFound] = useState<DepartTreeNode[] | null>(null);
  const [adding, setAdding] = useState<{ parent: DepartTreeNode | null } | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const remove = useDeleteDepart();
  const removeBatch = useDeleteBatchDepart();

  const selected = selectedId ? findDepart(tree.levels, selectedId, found ?? []) : undefined;
  const items = found ? flatDepartItems(found) : tree.items;

  const search = async (keyWord: string) => {
    if (!keyWord) {
      setFound(null);
      return;
    }
    try {
      const result = await searchBy(keyWord);
      if (result.found) setFound(result.nodes);
      else {
        setFound([]);
        feedback.message.warning(result.message);
      }
    } catch (error) {
      warnFailure(error);
    }
  };

  const loadLevel = async (id: string) => {
    try {
      await tree.loadLevel(id);
    } catch (error) {
      warnFailure(error);
    }
  };

  const addChild = () => {
    if (!selected) {
      feedback.message.warning(t('tree.selectFirst'));
      return;
    }
    setAdding({ parent: selected });
  };

  const afterAdd = async (parent: DepartTreeNode | null) => {
    setAdding(null);
    if (!parent) return;
    // Show the new child: its parent's level is (re)loaded and opened.
    await loadLevel(parent.id);
    setExpandedKeys((keys) => (keys.includes(parent.id) ? keys : [...keys, parent.id]));
  };

  const forget = (ids: readonly string[]) => {
    setCheckedKeys((keys) => keys.filter((k) => !ids.includes(k)));
    if (selectedId && ids.includes(selectedId)) setSelectedId(null);
    setFound((list) => list?.filter((d) => !ids.includes(d.id)) ?? null);
  };

  const deleteOne = (depart: DepartTreeNode) =>
    remove.mutate(depart.id, {
      onSuccess: (message) => {
        feedback.message.success(message);
        forget([depart.id]);
      },
      onError: warnFailure,
    });

  const batchDelete = () => {
    if (checkedKeys.length === 0) {
      feedback.message.warning(i18n.t('delete.selectOne', { ns: 'list' }));
      return;
    }
    const ids = [...checkedKeys];
    feedback.modal.confirm({
      title: i18n.t('delete.confirmTitle', { ns: 'list' }),
      content: i18n.t('delete.confirmBatch', { ns: 'list', count: ids.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        removeBatch.mutateAsync(ids).then((message) => {
          feedback.message.success(message);
          forget(ids);
        }, warnFailure),
    });
  };

  return (
    <Row gutter={16} className="cw-depart-page">
      <Col xs={24} lg={10} xl={9}>
        <Card>
          <DepartTreePanel
            items={items}
            loading={tree.loading}
            searching={found !== null}
            loadedKeys={tree.loadedKeys}
            expandedKeys={keepKnownKeys(expandedKeys, tree.levels)}
            selectedId={selectedId}
            checkedKeys={checkedKeys}
            canAdd={buttons.add}
            canDelete={buttons.remove}
            onLoad={loadLevel}
            onExpand={setExpandedKeys}
            onSelect={setSelectedId}
            onCheck={setCheckedKeys}
            onSearch={(keyWord) => void search(keyWord)}
            onAddTop={() => setAdding({ parent: null })}
            onAddChild={addChild}
            onBatchDelete={batchDelete}
            onExport={() => void downloadFile(departExportXls.path, t('exportFile'))}
            onImport={() => setImportOpen(true)}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14} xl={15}>
        <Card>
          {selected ? (
            <DepartDetail key={selected.id} depart={selected} onDelete={deleteOne} deleting={remove.isPending} />
          ) : (
            <Empty description={t('detail.empty')} />
          )}
        </Card>
      </Col>
      {adding && (
        <DepartAddModal parent={adding.parent} onClose={() => setAdding(null)} onAdded={(p) => void afterAdd(p)} />
      )}
      {importOpen && (
        <ImportExcelModal
          open
          url={departImportExcel.path}
          onClose={() => setImportOpen(false)}
          onSuccess={() => void invalidateDeparts(queryClient)}
        />
      )}
    </Row>
  );
}

export default DepartListPage;
