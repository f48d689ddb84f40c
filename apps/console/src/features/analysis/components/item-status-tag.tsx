import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnalysisItemStatus } from '@cropwatch/contract';
import { itemStatusColor } from '../lib/bulletin-labels';

/** An item's status; a failed one shows the run's error in a tooltip. */
export function ItemStatusTag({ status, error }: { status: AnalysisItemStatus; error?: string | null }) {
  const { t } = useTranslation('analysis');
  const tag = (
    <Tag color={itemStatusColor[status]} data-status={status}>
      {t(`analyze.itemStatus.${status}`)}
    </Tag>
  );
  return status === 'FAILED' && error ? <Tooltip title={error}>{tag}</Tooltip> : tag;
}
