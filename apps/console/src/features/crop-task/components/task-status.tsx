import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CROP_TASK_STATUSES, type CropTaskStatus } from '@cropwatch/contract';

/** One colour per status, shared by the tag, the map outline and the legend. */
export const STATUS_COLOURS: Record<CropTaskStatus, string> = {
  draft: '#8c8c8c',
  submitted: '#1677ff',
  analysed: '#389e0d',
  failed: '#cf1322',
};

export function TaskStatusTag({ status }: { status: CropTaskStatus }) {
  const { t } = useTranslation('cropTask');
  return <Tag color={STATUS_COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}

/** The map legend: a swatch per status. */
export function StatusLegend() {
  const { t } = useTranslation('cropTask');
  return (
    <Space size="middle" wrap aria-label={t('map.legend')}>
      {CROP_TASK_STATUSES.map((s) => (
        <Space key={s} size={4}>
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 14,
              height: 10,
              border: `2px solid ${STATUS_COLOURS[s]}`,
              background: `${STATUS_COLOURS[s]}33`,
            }}
          />
          {t(`status.${s}`)}
        </Space>
      ))}
    </Space>
  );
}
