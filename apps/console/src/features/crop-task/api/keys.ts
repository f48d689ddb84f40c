/** Query keys of the crop task page; mutations invalidate the list (and the task they changed). */
export const cropTaskKeys = {
  all: ['crop', 'task'] as const,
  list: ['crop', 'task', 'list'] as const,
  detail: (id: string) => ['crop', 'task', 'detail', id] as const,
  options: ['crop', 'task', 'options'] as const,
};
