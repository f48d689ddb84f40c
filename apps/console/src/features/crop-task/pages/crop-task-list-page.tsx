import { Button, Card, Form, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  CROP_TASK_STATUSES,
  type CropTask,
  cropTaskDelete,
  cropTaskDeleteBatch,
  cropTaskExportXls,
  cropTaskList,
} from '@cropwatch/contract';
import { AreaLayer, boundsOf, FitBounds, type MapArea, MeasureMap } from '@cropwatch/ui/measure-map';
import { usePermission } from '../../../components/authorized/use-permission';
import { DictSelect } from '../../../components/dict/dict-select';
import type { ListColumns } from '../../../components/list-page/fit-column';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { runtimeConfig } from '../../../lib/config';
import { cropTaskKeys } from '../api/keys';
import { useTaskAreas } from '../api/list-task-areas';
import { useSubmitTask } from '../api/submit-task';
import { TaskDetailModal } from '../components/task-detail-modal';
import { TaskFormModal } from '../components/task-form-modal';
import { STATUS_COLOURS, StatusLegend, TaskStatusTag } from '../components/task-status';
import { ConditionTag } from '../components/task-summary';
import { useLabels } from '../components/use-labels';

/** Prefix of the page's display buttons (seed/menus.json: `crop:task:add|edit|delete|export`); submit is an edit. */
const AUTH_PRE = 'crop:task:';

/**
 * `crop/CropTaskList` (issue #7): the tasks' areas on the map above the list; click an area to open its task, or
 * arrive with `?id=`.
 */
export default function CropTaskListPage() {
  const { t } = useTranslation('cropTask');
  const labels = useLabels();
  const { excluded } = usePermission();
  const missing = excluded(AUTH_PRE);
  const can = (code: 'add' | 'edit' | 'delete' | 'export') => !missing.includes(code);
  const submit = useSubmitTask();
  const [form, setForm] = useState<{ record: CropTask | null } | null>(null);
  // `?id=` (e.g. from the account center's 项目 tab) opens that task's detail.
  const [params, setParams] = useSearchParams();
  const [detailId, setDetailId] = useState<string | null>(() => params.get('id'));
  const canEdit = can('edit');
  const canDelete = can('delete');

  const columns: ListColumns<CropTask> = [
    { title: t('fields.taskName'), dataIndex: 'taskName', width: 220, sorter: true, ellipsis: true },
    { title: t('fields.crop'), dataIndex: 'crop', kind: 'tag', render: (c: string) => labels.cropLabel(c) },
    {
      title: t('fields.period'),
      dataIndex: 'period',
      kind: 'tag',
      sorter: true,
      render: (p: string) => labels.periodLabel(p),
    },
    {
      title: t('fields.aoi'),
      dataIndex: 'aoiType',
      width: 200,
      ellipsis: true,
      render: (_: string, r) => `${t(`aoiTypes.${r.aoiType}`)}${r.aoiCode ? `：${labels.unitLabel(r.aoiCode)}` : ''}`,
    },
    {
      title: t('fields.areaKm2'),
      dataIndex: 'areaKm2',
      width: 120,
      align: 'right',
      sorter: true,
      render: (v: number) => v.toLocaleString(),
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      width: 100,
      sorter: true,
      render: (s: CropTask['status']) => <TaskStatusTag status={s} />,
    },
    {
      title: t('fields.condition'),
      key: 'condition',
      kind: 'tag',
      optional: true,
      render: (_, r) => <ConditionTag condition={r.summary?.condition ?? null} />,
    },
    // Who created a task is in its detail (analysts see their own tasks): the list keeps the columns that say how it
    // went, and with real rows they fill 1440 px beside the actions.
    { title: t('fields.createTime'), dataIndex: 'createTime', width: 170, sorter: true },
  ];
  const list = useListPage<CropTask>({
    url: {
      list: cropTaskList,
      ...(canDelete ? { delete: cropTaskDelete, deleteBatch: cropTaskDeleteBatch } : {}),
      ...(can('export') ? { exportXls: cropTaskExportXls } : {}),
    },
    queryKey: cropTaskKeys.list,
    fields: [...fieldsOf(columns), 'aoiCode', 'aoiGeometry', 'summary', 'failReason'],
    exportFileName: t('exportName'),
  });

  const mapTasks = useTaskAreas(list.params);
  const mapRows = useMemo(() => mapTasks.data ?? [], [mapTasks.data]);
  const areas = useMemo<MapArea[]>(
    () =>
      mapRows.map((r) => ({
        id: r.id,
        geometry: r.aoiGeometry,
        color: STATUS_COLOURS[r.status],
        label: `${r.taskName} · ${t(`status.${r.status}`)}`,
      })),
    [mapRows, t],
  );
  const bounds = useMemo(() => boundsOf(mapRows.map((r) => r.aoiGeometry)), [mapRows]);

  return (
    <div className="cw-page cw-crop-task-page">
      <Card size="small" style={{ marginBottom: 12 }} extra={<StatusLegend />} title={t('map.title')}>
        <MeasureMap services={runtimeConfig.mapServices} height={420}>
          <AreaLayer areas={areas} onSelect={setDetailId} selectedId={detailId} />
          <FitBounds bounds={bounds} maxZoom={6} />
        </MeasureMap>
      </Card>
      <ListPage<CropTask>
        list={list}
        columns={columns}
        searchOperators={{ taskName: 'contains' }}
        searchFields={
          <>
            <Form.Item name="taskName" label={t('fields.taskName')}>
              <Input allowClear placeholder={t('search.taskName')} />
            </Form.Item>
            <Form.Item name="crop" label={t('fields.crop')}>
              <DictSelect
                dictCode="crop_type"
                placeholder={t('search.crop')}
                style={{ minWidth: 140 }}
                optionRender={(o) => labels.cropLabel(String(o.value))}
                labelRender={(l) => labels.cropLabel(String(l.value))}
              />
            </Form.Item>
            <Form.Item name="period" label={t('fields.period')}>
              <Select
                allowClear
                placeholder={t('search.period')}
                style={{ minWidth: 160 }}
                options={labels.periods.map((p) => ({ value: p.code, label: labels.periodLabel(p.code) }))}
              />
            </Form.Item>
            <Form.Item name="status" label={t('fields.status')}>
              <Select
                allowClear
                placeholder={t('search.status')}
                style={{ minWidth: 120 }}
                options={CROP_TASK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
            </Form.Item>
          </>
        }
        onAdd={can('add') ? () => setForm({ record: null }) : undefined}
        actionColumnWidth={110}
        // 编辑, 提交分析 and 删除 behind 更多 (JeecgBoot): the action column stays narrow enough for every column beside it.
        moreActions={(row) =>
          canEdit
            ? [
                {
                  key: 'edit',
                  label: t('actions.edit'),
                  disabled: row.status === 'submitted',
                  onClick: () => setForm({ record: row }),
                },
                {
                  key: 'submit',
                  label: t('actions.submit'),
                  disabled: row.status === 'submitted',
                  confirm: t('actions.submitConfirm'),
                  onClick: () =>
                    void submit
                      .mutateAsync(row.id)
                      .then(() => setDetailId(row.id))
                      .catch(() => undefined),
                },
              ]
            : []
        }
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setDetailId(row.id)}>
            {t('actions.view')}
          </Button>
        )}
      />
      <TaskFormModal open={form !== null} record={form?.record ?? null} onClose={() => setForm(null)} />
      <TaskDetailModal
        taskId={detailId}
        onClose={() => {
          setDetailId(null);
          if (params.has('id')) setParams({}, { replace: true });
        }}
        canEdit={canEdit}
        onEdit={(task) => {
          setDetailId(null);
          setForm({ record: task });
        }}
      />
    </div>
  );
}
