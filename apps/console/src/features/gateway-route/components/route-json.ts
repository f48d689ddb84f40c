import type { TFunction } from 'i18next';
import { checkRouteJson, type RouteJsonKind } from '@cropwatch/contract';

/**
 * The contract's route schema decides; this only words its verdict in the page's language:
 * `null` when the text is a valid predicates/filters list, else the message shown under the code editor.
 */
export function routeJsonError(kind: RouteJsonKind, text: string | undefined, t: TFunction): string | null {
  const value = text ?? '';
  const checked = checkRouteJson(kind, value);
  if (checked.ok) return null;
  try {
    if (value.trim()) JSON.parse(value);
  } catch (e) {
    return t('jsonInvalid', { reason: (e as Error).message });
  }
  const unknown = /未知的(断言|过滤器)：(.*)$/.exec(checked.message);
  if (unknown) return t(kind === 'predicates' ? 'unknownPredicate' : 'unknownFilter', { name: unknown[2] });
  if (checked.message.endsWith('须为 JSON 数组')) return t('notArray');
  return t('schemaInvalid', { detail: checked.message });
}

/** Pretty JSON text of a stored list, for the editor. */
export const routeJsonText = (list: unknown[] | undefined): string => JSON.stringify(list ?? [], null, 2);
