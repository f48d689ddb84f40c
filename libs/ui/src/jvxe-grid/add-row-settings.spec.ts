import { describe, expect, it } from 'vitest';
import {
  ADD_ROW_SETTINGS_KEY,
  DEFAULT_ADD_ROW_SETTINGS,
  readAddRowSettings,
  writeAddRowSettings,
} from './add-row-settings';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('add-row settings (spec §9)', () => {
  it('default to 1 row at the bottom without scrolling', () => {
    expect(readAddRowSettings(memory())).toEqual(DEFAULT_ADD_ROW_SETTINGS);
    expect(DEFAULT_ADD_ROW_SETTINGS).toEqual({ addRowNum: 1, addIndex: 0, scrollToBottom: false });
  });
  it('are kept in storage, clamped to count ≥ 1 and index ≥ 0', () => {
    const store = memory();
    expect(writeAddRowSettings({ addRowNum: 0, addIndex: -3, scrollToBottom: true }, store)).toEqual({
      addRowNum: 1,
      addIndex: 0,
      scrollToBottom: true,
    });
    writeAddRowSettings({ addRowNum: 5, addIndex: 2, scrollToBottom: false }, store);
    expect(JSON.parse(store.data.get(ADD_ROW_SETTINGS_KEY) ?? '')).toEqual({
      addRowNum: 5,
      addIndex: 2,
      scrollToBottom: false,
    });
    expect(readAddRowSettings(store)).toEqual({ addRowNum: 5, addIndex: 2, scrollToBottom: false });
  });
  it('survive garbage in storage', () => {
    const store = memory();
    store.setItem(ADD_ROW_SETTINGS_KEY, '{oops');
    expect(readAddRowSettings(store)).toEqual(DEFAULT_ADD_ROW_SETTINGS);
  });
});
