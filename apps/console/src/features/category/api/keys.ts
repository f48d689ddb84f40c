/** Query keys of the category page: the child levels live under the list key, so every list refresh reloads them. */
export const categoryKeys = {
  list: ['sys', 'category', 'rootList'] as const,
  children: (pid: string) => ['sys', 'category', 'rootList', 'children', pid] as const,
};
