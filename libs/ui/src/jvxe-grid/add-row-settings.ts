/** Add-row settings (spec §9): kept in localStorage; count ≥ 1, index 0 = bottom, no scroll to the bottom by default. */
export interface AddRowSettings {
  addRowNum: number;
  addIndex: number;
  scrollToBottom: boolean;
}
export const ADD_ROW_SETTINGS_KEY = 'jvxe-add-row-settings';
export const DEFAULT_ADD_ROW_SETTINGS: AddRowSettings = { addRowNum: 1, addIndex: 0, scrollToBottom: false };

export function readAddRowSettings(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): AddRowSettings {
  try {
    const raw = JSON.parse(storage?.getItem(ADD_ROW_SETTINGS_KEY) ?? 'null') as Partial<AddRowSettings> | null;
    return normaliseAddRowSettings({ ...DEFAULT_ADD_ROW_SETTINGS, ...(raw ?? {}) });
  } catch {
    return DEFAULT_ADD_ROW_SETTINGS;
  }
}

export function normaliseAddRowSettings(s: AddRowSettings): AddRowSettings {
  const int = (v: unknown, min: number, fallback: number) =>
    Number.isFinite(Number(v)) ? Math.max(min, Math.floor(Number(v))) : fallback;
  return {
    addRowNum: int(s.addRowNum, 1, 1),
    addIndex: int(s.addIndex, 0, 0),
    scrollToBottom: s.scrollToBottom === true,
  };
}

export function writeAddRowSettings(
  settings: AddRowSettings,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): AddRowSettings {
  const s = normaliseAddRowSettings(settings);
  try {
    storage?.setItem(ADD_ROW_SETTINGS_KEY, JSON.stringify(s));
  } catch {
    // Private mode or a full quota: the settings last for this page only.
  }
  return s;
}
