import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@cropwatch/contract';

type Priority = Announcement['priority'];

export const PRIORITY_COLOURS: Record<Priority, string> = { L: 'blue', M: 'orange', H: 'red' };

/** L general / M important / H urgent (spec §3), in the reader's language rather than the dictionary's. */
export function PriorityTag({ priority }: { priority: Priority }) {
  const { t } = useTranslation('notice');
  return <Tag color={PRIORITY_COLOURS[priority]}>{t(`priority.${priority}`)}</Tag>;
}
