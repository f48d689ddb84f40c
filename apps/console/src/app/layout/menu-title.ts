import type { TFunction } from 'i18next';

/**
 * A route's display title: the `menu` namespace entry for its route name, the server's title otherwise.
 * Route names can hold `.` and `:` (names derived from urls), so key and namespace separators are off.
 */
export function menuTitle(t: TFunction, name: string, fallback: string): string {
  return t(name, { ns: 'menu', defaultValue: fallback, keySeparator: false, nsSeparator: false });
}
