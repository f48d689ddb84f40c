import { AppstoreOutlined, CheckCircleOutlined, SettingOutlined } from '@ant-design/icons';
import { menuIcon, normaliseIconName } from './menu-icons';

describe('menu icons', () => {
  it('maps JeecgBoot icon names to @ant-design/icons', () => {
    expect(menuIcon('setting')).toBe(SettingOutlined);
  });

  it('accepts the antd-v3 outline suffix and component-style names', () => {
    expect(normaliseIconName('check-circle-o')).toBe('check-circle');
    expect(menuIcon('check-circle-o')).toBe(CheckCircleOutlined);
    expect(menuIcon('SettingOutlined')).toBe(SettingOutlined);
  });

  it('falls back to a neutral icon for unknown or missing names', () => {
    expect(menuIcon('no-such-icon')).toBe(AppstoreOutlined);
    expect(menuIcon(undefined)).toBe(AppstoreOutlined);
  });
});
