import { positionList } from '@cropwatch/contract';

/** `GET /sys/position/list` (read through the list kit); mutations invalidate `positionListKey`. */
export const positionListUrl = positionList.path;
export const positionListKey = ['position', 'list'] as const;
