import { AppstoreOutlined, CloseCircleFilled } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Space, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, MenuIcon, normaliseIconName } from '../../../components/menu-icon/menu-icons';

export interface IconPickerProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  'aria-label'?: string;
}

/** Icon names containing every word of `search` (`bar chart` finds `bar-chart`). */
export function filterIconNames(names: readonly string[], search: string): string[] {
  const words = search
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  return names.filter((name) => words.every((w) => name.includes(w)));
}

/**
 * 选择图标 (Vue2 `Icons` modal): a searchable grid of the icons the side menu can draw, stored by their
 * JeecgBoot names (`setting`, `bar-chart`), so a picked icon always shows in the menu.
 */
export function IconPicker({ value, onChange, id, ...aria }: IconPickerProps) {
  const { t } = useTranslation('permission');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const names = useMemo(() => filterIconNames(MENU_ICON_NAMES, search), [search]);
  const current = value ? normaliseIconName(value) : undefined;

  const pick = (name: string) => {
    onChange?.(name);
    setOpen(false);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          readOnly
          value={value ?? ''}
          placeholder={t('form.iconPlaceholder')}
          prefix={value ? <MenuIcon name={value} /> : <AppstoreOutlined style={{ opacity: 0.3 }} />}
          suffix={
            value ? (
              <CloseCircleFilled
                role="button"
                aria-label={t('icon.clear')}
                tabIndex={0}
                style={{ color: 'rgba(0,0,0,0.25)' }}
                onClick={() => onChange?.(undefined)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') onChange?.(undefined);
                }}
              />
            ) : null
          }
          onClick={() => setOpen(true)}
          {...aria}
        />
        <Button onClick={() => setOpen(true)}>{t('icon.choose')}</Button>
      </Space.Compact>
      <Modal
        open={open}
        title={t('icon.title')}
        width={640}
        footer={null}
        onCancel={() => setOpen(false)}
        afterOpenChange={(visible) => {
          if (!visible) setSearch('');
        }}
      >
        <Input.Search
          allowClear
          placeholder={t('icon.search')}
          aria-label={t('icon.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ marginBottom: 12 }}
        />
        {names.length === 0 ? (
          <Empty />
        ) : (
          <div
            role="listbox"
            aria-label={t('icon.title')}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 8 }}
          >
            {names.map((name) => (
              <Tooltip key={name} title={name} mouseEnterDelay={0.5}>
                <Button
                  role="option"
                  aria-selected={name === current}
                  aria-label={name}
                  type={name === current ? 'primary' : 'default'}
                  style={{ height: 64, display: 'flex', flexDirection: 'column', gap: 4 }}
                  onClick={() => pick(name)}
                >
                  <span style={{ fontSize: 20 }}>
                    <MenuIcon name={name} />
                  </span>
                  <span style={{ fontSize: 11, overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}>
                    {name}
                  </span>
                </Button>
              </Tooltip>
            ))}
          </div>
        )}
      </Modal>
    </>
  );
}
