import { getMyAnnouncementSend } from '@cropwatch/contract';

/** "My announcements" goes through the list-page kit: its URL and its TanStack Query key prefix. */
export const myAnnouncementsUrl = getMyAnnouncementSend.path;
export const myAnnouncementsKey = ['sys', 'sysAnnouncementSend', 'getMyAnnouncementSend'] as const;
