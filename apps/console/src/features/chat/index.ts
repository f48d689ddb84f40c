/**
 * Chat assistant and its admin lists (apps, records, abbreviations).
 * What others use of this feature (the dashboard's suggested questions); anything not exported here is internal. Its pages are
 * loaded lazily by app/routing/component-registry.ts (one chunk per feature).
 */
export { defaultApp, useChatApps } from './api/list-chat-apps';
export { questionsInLanguage } from './lib/ui-language';
