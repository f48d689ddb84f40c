import { Button, Result, Typography } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { runtimeConfig } from '../../lib/config';
import { errorTextKeys, LoadError } from './lazy-load';

/** In-layout notice for menu entries whose page this version does not ship (never a blank page or a mock). */
export function NotAvailablePage({ title }: { title: string }) {
  const { t } = useTranslation('layout');
  return (
    <div className="cw-page">
      <Typography.Title level={4}>{title}</Typography.Title>
      <Result
        status="info"
        title={t('page.notAvailableTitle')}
        subTitle={t('page.notAvailable', { title })}
        extra={
          <Link to={runtimeConfig.homePath}>
            <Button type="primary">{t('page.backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}

/** Spec §8 wording for a page that failed to load (chunk, stylesheet, module) or to render. */
export function PageErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const text = errorTextKeys(error);
  return (
    <Result
      status={error instanceof LoadError ? 'warning' : 'error'}
      title={t(text.title)}
      subTitle={t(text.hint)}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('layout:page.reload')}
        </Button>
      }
    />
  );
}

interface BoundaryState {
  error: unknown;
}

/** Keeps a failing page inside its tab: the rest of the layout stays usable. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <PageErrorView error={this.state.error} /> : this.props.children;
  }
}
