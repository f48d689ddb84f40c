import { GlobalOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage, type Language } from '../../lib/i18n';
import { LANGUAGE_LABELS, switchLanguage } from './language';

/** The header's language dropdown. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('layout');
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((lang) => ({ key: lang, label: LANGUAGE_LABELS[lang] })),
        onClick: ({ key }) => switchLanguage(key as Language, current),
      }}
    >
      <button type="button" className={`cw-header-action ${className ?? ''}`} aria-label={t('header.language')}>
        <GlobalOutlined />
        <span className="cw-header-action-text">{LANGUAGE_LABELS[current]}</span>
      </button>
    </Dropdown>
  );
}
