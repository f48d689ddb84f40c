import type { Announcement, MenuRoute, MyAnnouncementSend } from '@cropwatch/contract';

/** What the detail and the "open" action need of a notice, whether it came from the bell or "my announcements". */
export type NoticeView = Pick<
  Announcement,
  'titile' | 'msgContent' | 'sender' | 'sendTime' | 'priority' | 'openType' | 'openPage' | 'busId'
> & {
  anntId: string;
  /** Already read: opening it needs no mark-read call. */
  read: boolean;
};

/** A bell row: the announcement itself, unread by definition (`listByUser` lists unread ones only). */
export const fromAnnouncement = (a: Announcement): NoticeView => ({
  anntId: a.id,
  titile: a.titile,
  msgContent: a.msgContent,
  sender: a.sender,
  sendTime: a.sendTime,
  priority: a.priority,
  openType: a.openType,
  openPage: a.openPage,
  busId: a.busId,
  read: false,
});

/** A "my announcements" row: its `id` is the send-row's, `anntId` the announcement's. */
export const fromMySend = (s: MyAnnouncementSend): NoticeView => ({
  anntId: s.anntId,
  titile: s.titile,
  msgContent: s.msgContent,
  sender: s.sender,
  sendTime: s.sendTime,
  priority: s.priority,
  openType: s.openType,
  openPage: s.openPage,
  busId: s.busId,
  read: s.readFlag === '1',
});

/** `/views/system/UserList.vue`, `views/system/UserList` and `system/UserList` name the same view. */
const normalise = (component: string): string =>
  component
    .trim()
    .replace(/^\/+/, '')
    .replace(/^(src\/)?views\//, '')
    .replace(/\.vue$/, '');

/**
 * The route of the menu entry rendering `component` (Vue2 opens `openPage` as a dynamic component; here it is
 * the page the menu mounts that component at), or null when the user's menu has no such page.
 */
export function routeOfComponent(menu: readonly MenuRoute[], component: string): string | null {
  const wanted = normalise(component);
  for (const item of menu) {
    if (item.component && normalise(item.component) === wanted) return item.path;
    const nested = routeOfComponent(item.children ?? [], component);
    if (nested) return nested;
  }
  return null;
}

/** Where a `component` notice leads: its page with the business id as `?id=` (Vue2 passes `{id: busId}`). */
export function componentTarget(menu: readonly MenuRoute[], notice: NoticeView): string | null {
  if (notice.openType !== 'component' || !notice.openPage) return null;
  const path = routeOfComponent(menu, notice.openPage);
  if (!path) return null;
  return notice.busId ? `${path}?id=${encodeURIComponent(notice.busId)}` : path;
}
