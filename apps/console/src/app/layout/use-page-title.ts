import { useEffect } from 'react';
import { runtimeConfig } from '../../lib/config';

/** Spec §1: the page title, a separator, then the platform name (from config.json). */
export function formatPageTitle(title: string | undefined, platformName: string): string {
  return title ? `${title} - ${platformName}` : platformName;
}

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = formatPageTitle(title, runtimeConfig.platformName);
  }, [title]);
}
