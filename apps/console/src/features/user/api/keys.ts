import { userList } from '@cropwatch/contract';
/** The users list URL and its TanStack Query prefix (the list kit's default key), which every mutation invalidates. */
export const USER_LIST_URL = userList.path;
export const userListKey = ['list', USER_LIST_URL] as const;
