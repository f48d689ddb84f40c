import { GlobalOutlined } from '@ant-design/icons';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage } from '../../lib/i18n';
import { LANGUAGE_LABELS, switchLanguage } from './language';

/** Plain language links for the sign-in pages (no dropdown: the sign-in chunk stays small). */
export function LanguageLinks() {
  const { t, i18n } = useTranslation('layout');
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <nav className="cw-language-links" aria-label={t('header.language')}>
      <GlobalOutlined />
      {LANGUAGES.map((lang, i) => (
        <Fragment key={lang}>
          {i > 0 && <span aria-hidden="true">|</span>}
          <button type="button" aria-pressed={lang === current} onClick={() => switchLanguage(lang, current)}>
            {LANGUAGE_LABELS[lang]}
          </button>
        </Fragment>
      ))}
    </nav>
  );
}
