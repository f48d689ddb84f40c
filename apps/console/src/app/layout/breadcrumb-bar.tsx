import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AppRoute } from '../routing/build-routes';
import { menuTitle } from './menu-title';

export interface Crumb {
  title: string;
  /** Absent for the current page, which is plain text. */
  to?: string;
}

/** Home first, then the matched routes; the current route is plain text (spec §2). */
export function breadcrumbItems(
  chain: readonly AppRoute[],
  homePath: string,
  homeTitle: string,
  titleOf: (route: AppRoute) => string,
): Crumb[] {
  const rest = chain.filter((r) => r.path !== homePath);
  const crumbs: Crumb[] = [{ title: homeTitle, to: homePath }, ...rest.map((r) => ({ title: titleOf(r), to: r.path }))];
  const last = crumbs[crumbs.length - 1];
  crumbs[crumbs.length - 1] = { title: last.title };
  return crumbs;
}

export function BreadcrumbBar({ chain, homePath }: { chain: readonly AppRoute[]; homePath: string }) {
  const { t } = useTranslation();
  const items = breadcrumbItems(chain, homePath, t('layout:breadcrumb.home'), (r) => menuTitle(t, r.name, r.meta.title));
  return (
    <Breadcrumb
      className="cw-breadcrumb"
      items={items.map((c) => ({ key: c.to ?? c.title, title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title }))}
    />
  );
}
