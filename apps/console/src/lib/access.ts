import type { AllAuthEntry, AuthEntry } from '@cropwatch/contract';

/**
 * Button permissions as pure functions of `auth` (the user's) and `allAuth` (every rule in the system).
 * `hasPermission` follows spec §6, `isDisabledByAuth` and `authorisedWithPrefix` the Vue2 client
 * (contract §3.4); docs/decisions.md "Console core" explains where the two readings differ.
 */

const ACTION = '2';
const VISIBLE = '1';
const ENABLED = '1';
const DISABLED = '0';

/** `"a:add,a:edit"` names two codes. */
export const splitCodes = (action: string): string[] =>
  action
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

function hasSingle(code: string, auth: readonly AuthEntry[], allAuth: readonly AllAuthEntry[]): boolean {
  const userActions = auth.filter((e) => e.type === ACTION);
  if (userActions.some((e) => e.action === code)) return true;
  const rule = allAuth.find((e) => e.action === code);
  if (!rule || rule.status === DISABLED) return false;
  return userActions.length === 0;
}

/**
 * Spec §6: granted when the user's type-2 list holds the code; otherwise a rule disabled system-wide denies,
 * an enabled rule the user lacks allows only users without any type-2 permission, an unknown code denies.
 * A comma list is granted when any of its codes is.
 */
export function hasPermission(action: string, auth: readonly AuthEntry[], allAuth: readonly AllAuthEntry[]): boolean {
  return splitCodes(action).some((code) => hasSingle(code, auth, allAuth));
}

function disabledSingle(code: string, auth: readonly AuthEntry[], allAuth: readonly AllAuthEntry[]): boolean {
  const rule = allAuth.find((e) => e.type === ACTION && e.action === code);
  if (!rule || rule.status === DISABLED) return false;
  return !auth.some((e) => e.type === ACTION && e.action === code);
}

/**
 * `disabledAuthFilter` (contract §3.4): a valid type-2 rule disables the control for everyone except users
 * granted that code; disabled or unknown rules disable nothing. A comma list is disabled only when every code is.
 */
export function isDisabledByAuth(action: string, auth: readonly AuthEntry[], allAuth: readonly AllAuthEntry[]): boolean {
  const codes = splitCodes(action);
  return codes.length > 0 && codes.every((code) => disabledSingle(code, auth, allAuth));
}

/**
 * The `authPre` helper of tables and pickers (Vue2 `getNoAuthCols`): enabled type-1 codes starting with
 * `prefix`, prefix removed, minus those the user holds — i.e. the features to exclude for this user.
 */
export function authorisedWithPrefix(
  prefix: string,
  auth: readonly AuthEntry[],
  allAuth: readonly AllAuthEntry[],
): string[] {
  if (!prefix) return [];
  const strip = (e: { action: string }): string => e.action.slice(prefix.length);
  const held = new Set(auth.filter((e) => e.type === VISIBLE && e.action.startsWith(prefix)).map(strip));
  return allAuth
    .filter((e) => e.type === VISIBLE && e.status === ENABLED && e.action.startsWith(prefix))
    .map(strip)
    .filter((code) => !held.has(code));
}
