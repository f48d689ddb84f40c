import { CheckOutlined } from '@ant-design/icons';
import { Divider, Radio, Select, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { preferencesStore, THEME_COLORS, updateSetting, type LayoutSettings } from '../../stores/preferences';

function SettingRow({ label, hint, control }: { label: string; hint?: string; control: ReactNode }) {
  return (
    <div className="cw-setting-row">
      {hint ? (
        <Tooltip title={hint} placement="left">
          <span>{label}</span>
        </Tooltip>
      ) : (
        <span>{label}</span>
      )}
      {control}
    </div>
  );
}

/**
 * The layout settings (spec §2 settings drawer): changes apply at once through `updateSetting`, whose coupling rules
 * (topmenu vs fixed sider, Fluid only in topmenu, auto-hide needs a fixed header) live in the store. Shown by the
 * settings drawer and the account's personalisation page, so both always show the same values.
 */
export function LayoutSettingsForm() {
  const { t } = useTranslation('layout');
  const { settings } = useSnapshot(preferencesStore);
  const set =
    <K extends keyof LayoutSettings>(key: K) =>
    (value: LayoutSettings[K]) =>
      updateSetting(key, value);
  const topmenu = settings.layout === 'topmenu';

  return (
    <>
      <Divider titlePlacement="start">{t('settings.menuTheme')}</Divider>
      <Radio.Group
        value={settings.theme}
        onChange={(e) => set('theme')(e.target.value as LayoutSettings['theme'])}
        options={[
          { value: 'dark', label: t('settings.dark') },
          { value: 'light', label: t('settings.light') },
        ]}
      />
      <Divider titlePlacement="start">{t('settings.color')}</Divider>
      <div className="cw-color-swatches">
        {THEME_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            aria-label={color}
            aria-pressed={settings.color === color}
            className="cw-color-swatch"
            style={{ background: color }}
            onClick={() => set('color')(color)}
          >
            {settings.color === color && <CheckOutlined />}
          </button>
        ))}
      </div>
      <Divider titlePlacement="start">{t('settings.navigationMode')}</Divider>
      <Radio.Group
        value={settings.layout}
        onChange={(e) => set('layout')(e.target.value as LayoutSettings['layout'])}
        options={[
          { value: 'sidemenu', label: t('settings.sidemenu') },
          { value: 'topmenu', label: t('settings.topmenu') },
        ]}
      />
      <div className="cw-setting-rows">
        <SettingRow
          label={t('settings.contentWidth')}
          hint={topmenu ? undefined : t('settings.fluidTopmenuOnly')}
          control={
            <Select
              size="small"
              style={{ width: 88 }}
              value={settings.contentWidth}
              onChange={set('contentWidth')}
              options={[
                { value: 'Fixed', label: t('settings.fixed') },
                ...(topmenu ? [{ value: 'Fluid' as const, label: t('settings.fluid') }] : []),
              ]}
            />
          }
        />
        <SettingRow
          label={t('settings.fixedHeader')}
          control={<Switch size="small" checked={settings.fixedHeader} onChange={set('fixedHeader')} />}
        />
        <SettingRow
          label={t('settings.autoHideHeader')}
          hint={settings.fixedHeader ? undefined : t('settings.autoHideHeaderHint')}
          control={
            <Switch
              size="small"
              disabled={!settings.fixedHeader}
              checked={settings.autoHideHeader}
              onChange={set('autoHideHeader')}
            />
          }
        />
        <SettingRow
          label={t('settings.fixSiderbar')}
          hint={topmenu ? t('settings.fixSiderbarHint') : undefined}
          control={
            <Switch size="small" disabled={topmenu} checked={settings.fixSiderbar} onChange={set('fixSiderbar')} />
          }
        />
      </div>
      <Divider titlePlacement="start">{t('settings.other')}</Divider>
      <div className="cw-setting-rows">
        <SettingRow
          label={t('settings.weak')}
          control={<Switch size="small" checked={settings.weak} onChange={set('weak')} />}
        />
        <SettingRow
          label={t('settings.multipage')}
          control={<Switch size="small" checked={settings.multipage} onChange={set('multipage')} />}
        />
      </div>
    </>
  );
}
