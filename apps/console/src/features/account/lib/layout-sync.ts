import { parseSettings, preferencesStore, savePreferences } from '../../../stores/preferences';
import { isLoggedIn } from '../../../stores/session';
import { fetchAccountSetting, saveAccountSetting } from '../api/account-setting';

/**
 * The settings drawer's values follow the user (issue #14): saved in this browser and on the server, and the
 * server's copy applied after every sign-in (the shell calls `pullLayoutSettings` with the menu fetch).
 */
export async function saveLayoutSettings(): Promise<boolean> {
  const local = savePreferences();
  if (!isLoggedIn()) return local;
  try {
    await saveAccountSetting({ layout: { ...preferencesStore.settings } });
    return true;
  } catch {
    return false;
  }
}

/** Applies the user's saved layout, if any; failures leave the local settings as they are. */
export async function pullLayoutSettings(): Promise<void> {
  try {
    const { layout } = await fetchAccountSetting();
    if (!layout) return;
    preferencesStore.settings = parseSettings(layout);
    savePreferences();
  } catch {
    // the local settings stay
  }
}
