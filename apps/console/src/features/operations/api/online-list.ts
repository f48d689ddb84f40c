import { onlineList } from '@cropwatch/contract';

/** `GET /sys/online/list` (read through the list kit). */
export const onlineListUrl = onlineList.path;
export const onlineListKey = ['operations', 'online'] as const;
