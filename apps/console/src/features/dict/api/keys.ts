/** Query keys of the dictionary admin screens; mutations invalidate them. */
export const dictKeys = {
  list: ['sys', 'dict', 'list'] as const,
  recycleBin: ['sys', 'dict', 'deleteList'] as const,
  items: ['sys', 'dictItem', 'list'] as const,
};
