import { Button, Checkbox, Form, InputNumber, Popover, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readAddRowSettings, writeAddRowSettings, type AddRowSettings } from './add-row-settings';
import type { JVxeGridHandle } from './jvxe-grid-api';
import { JVXE_NAMESPACE } from './locale';
import type { JVxeRow } from './types';

export interface JVxeToolbarProps {
  api: JVxeGridHandle;
  rowCount: number;
  selectedIds: string[];
  disabled: boolean;
  extra?: ReactNode;
  onAdded: (added: JVxeRow[], scrollToBottom: boolean) => void;
}

/** Row operations of spec §4 with the add-row settings of spec §9 (kept in localStorage). */
export function JVxeToolbar({ api, rowCount, selectedIds, disabled, extra, onAdded }: JVxeToolbarProps) {
  const { t } = useTranslation(JVXE_NAMESPACE);
  const [settings, setSettings] = useState<AddRowSettings>(() => readAddRowSettings());
  const save = (patch: Partial<AddRowSettings>) => setSettings(writeAddRowSettings({ ...settings, ...patch }));
  const one = selectedIds.length === 1 ? selectedIds[0] : undefined;
  const firstSelectedIndex = () => {
    const rows = api.getRows();
    const i = rows.findIndex((r) => selectedIds.includes(r.id));
    return i < 0 ? rows.length : i;
  };
  const settingsForm = (
    <Form layout="vertical" size="small" style={{ width: 220 }}>
      <Form.Item label={t('toolbar.addRowNum')}>
        <InputNumber
          aria-label={t('toolbar.addRowNum')}
          min={1}
          precision={0}
          value={settings.addRowNum}
          onChange={(v) => save({ addRowNum: v ?? 1 })}
        />
      </Form.Item>
      <Form.Item label={t('toolbar.addIndex')} extra={t('toolbar.addIndexHint')}>
        <InputNumber
          aria-label={t('toolbar.addIndex')}
          min={0}
          max={rowCount}
          precision={0}
          value={settings.addIndex}
          onChange={(v) => save({ addIndex: v ?? 0 })}
        />
      </Form.Item>
      <Checkbox checked={settings.scrollToBottom} onChange={(e) => save({ scrollToBottom: e.target.checked })}>
        {t('toolbar.scrollToBottom')}
      </Checkbox>
    </Form>
  );
  return (
    <Space wrap className="jvxe-toolbar" style={{ marginBottom: 8 }}>
      <Space.Compact>
        <Button
          type="primary"
          disabled={disabled}
          onClick={() => onAdded(api.addRows(settings.addRowNum, settings.addIndex), settings.scrollToBottom)}
        >
          {t('toolbar.add')}
        </Button>
        <Popover trigger="click" title={t('toolbar.settings')} content={settingsForm}>
          <Button disabled={disabled}>{t('toolbar.settingsShort')}</Button>
        </Popover>
      </Space.Compact>
      <Button
        disabled={disabled || !selectedIds.length}
        onClick={() => onAdded(api.insertRows(settings.addRowNum, firstSelectedIndex()), false)}
      >
        {t('toolbar.insert')}
      </Button>
      <Button danger disabled={disabled || !selectedIds.length} onClick={() => api.removeSelected()}>
        {t('toolbar.remove')}
      </Button>
      <Button disabled={disabled || !selectedIds.length} onClick={() => api.copySelected()}>
        {t('toolbar.copy')}
      </Button>
      <Button disabled={disabled || !one} onClick={() => one && api.moveRow(one, -1)}>
        {t('toolbar.moveUp')}
      </Button>
      <Button disabled={disabled || !one} onClick={() => one && api.moveRow(one, 1)}>
        {t('toolbar.moveDown')}
      </Button>
      <Button disabled={!selectedIds.length} onClick={() => api.clearSelection()}>
        {t('toolbar.clearSelection', { count: selectedIds.length })}
      </Button>
      {extra}
    </Space>
  );
}
