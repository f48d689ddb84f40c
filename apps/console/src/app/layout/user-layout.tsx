import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches } from 'react-router-dom';
import { runtimeConfig } from '../../lib/config';
import { LanguageLinks } from './language-links';
import { usePageTitle } from './use-page-title';
import './user-layout.css';

export interface RouteHandle {
  /** i18n key of the page title (`layout:routes.*`). */
  titleKey?: string;
}

/** Layout of the sign-in pages: title, sub-title and copyright come from translation keys (spec §2). */
export function UserLayout() {
  const { t } = useTranslation('layout');
  const matches = useMatches();
  const titleKey = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.titleKey).find(Boolean);
  usePageTitle(titleKey ? t(titleKey) : undefined);

  return (
    <div className="cw-user-layout">
      <div className="cw-user-layout-lang">
        <LanguageLinks />
      </div>
      <div className="cw-user-layout-main">
        <header className="cw-user-layout-top">
          <Link to={runtimeConfig.homePath} className="cw-user-layout-brand">
            <img src="/logo.svg" alt="" width={44} height={44} />
            <span>{t('user.title')}</span>
          </Link>
          <p className="cw-user-layout-desc">{t('user.subTitle')}</p>
        </header>
        <main className="cw-user-layout-content">
          <Outlet />
        </main>
      </div>
      <footer className="cw-user-layout-footer">{t('user.copyright')}</footer>
    </div>
  );
}
