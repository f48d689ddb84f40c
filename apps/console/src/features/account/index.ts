/** What the app shell uses of the account feature: the layout settings that follow the user. */
export { pullLayoutSettings, saveLayoutSettings } from './lib/layout-sync';
