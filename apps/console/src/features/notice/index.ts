/**
 * Announcements: admin list, the user's inbox and the header bell.
 * What others use of this feature (the app shell's header); anything not exported here is internal. Its pages are
 * loaded lazily by app/routing/component-registry.ts (one chunk per feature).
 */
export { NoticeBell } from './components/notice-bell';
