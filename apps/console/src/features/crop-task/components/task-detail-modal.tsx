import { Button, Descriptions, Popconfirm, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CropTask } from '@cropwatch/contract';
import { AreaLayer, boundsOf, FitBounds, MeasureMap } from '@cropwatch/ui/measure-map';
import { DetailModal } from '../../../components/detail-modal/detail-modal';
import { EMPTY_CELL } from '../../../components/list-page/empty-cell';
import { runtimeConfig } from '../../../lib/config';
import { useTask } from '../api/query-task-by-id';
import { useSubmitTask } from '../api/submit-task';
import { STATUS_COLOURS, TaskStatusTag } from './task-status';
import { TaskSummary } from './task-summary';
import { useLabels } from './use-labels';

export interface TaskDetailModalProps {
  taskId: string | null;
  onClose: () => void;
  onEdit?: (task: CropTask) => void;
  /** The user holds `crop:task:edit` (edit and submit). */
  canEdit: boolean;
}

/** A task with its area on the map and its summary; submit and edit from here. */
export function TaskDetailModal({ taskId, onClose, onEdit, canEdit }: TaskDetailModalProps) {
  const { t } = useTranslation('cropTask');
  const labels = useLabels();
  const query = useTask(taskId);
  const submit = useSubmitTask();
  const task = query.data;

  const main = !task ? (
    <Spin />
  ) : (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('fields.taskName')}>{task.taskName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.crop')}>{labels.cropLabel(task.crop)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.period')}>{labels.periodLabel(task.period)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.aoiType')}>
          {t(`aoiTypes.${task.aoiType}`)} {labels.unitLabel(task.aoiCode)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.areaKm2')}>{task.areaKm2.toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label={t('fields.status')}>
          <TaskStatusTag status={task.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.createBy')}>{task.createBy}</Descriptions.Item>
        <Descriptions.Item label={t('fields.createTime')}>{task.createTime}</Descriptions.Item>
        <Descriptions.Item label={t('fields.submitTime')}>{task.submitTime ?? EMPTY_CELL}</Descriptions.Item>
        {task.description ? (
          <Descriptions.Item label={t('fields.description')} span="filled">
            {task.description}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <MeasureMap services={runtimeConfig.mapServices} height={360}>
        <AreaLayer areas={[{ id: task.id, geometry: task.aoiGeometry, color: STATUS_COLOURS[task.status] }]} />
        <FitBounds bounds={boundsOf([task.aoiGeometry])} />
      </MeasureMap>
    </Space>
  );

  const footer =
    task && canEdit ? (
      <Space>
        <Button onClick={() => onEdit?.(task)} disabled={task.status === 'submitted'}>
          {t('actions.edit')}
        </Button>
        <Popconfirm
          title={t('actions.submitConfirm')}
          onConfirm={() => void submit.mutateAsync(task.id).catch(() => undefined)}
        >
          <Button type="primary" loading={submit.isPending} disabled={task.status === 'submitted'}>
            {t('actions.submit')}
          </Button>
        </Popconfirm>
      </Space>
    ) : null;

  return (
    <DetailModal
      open={taskId !== null}
      onClose={onClose}
      title={task ? t('detail.title', { name: task.taskName }) : undefined}
      main={main}
      sub={task ? <TaskSummary task={task} /> : null}
      footer={footer}
    />
  );
}
