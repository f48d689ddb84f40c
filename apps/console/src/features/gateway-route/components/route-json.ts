import type { TFunction } from 'i18next';
import { checkRouteJson, type GatewayRouteBody, type RouteJsonKind } from '@cropwatch/contract';

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

/** What the route form edits. */
export interface RouteFormValues {
  routerId: string;
  name?: string | null;
  uri: string;
  predicates: string;
  filters: string;
  status: boolean;
}

/**
 * `updateAll`'s body as the real 3.4.0 server reads it (SysGatewayRouteServiceImpl#updateAll:
 * `json.getJSONObject("router")`) and its Vue2 drawer posts it: the route inside `router`, the lists as JSON text.
 */
export const routeSaveBody = (v: RouteFormValues, id?: string): GatewayRouteBody => ({
  router: {
    ...(id ? { id } : {}),
    routerId: v.routerId,
    name: v.name ?? '',
    uri: v.uri,
    predicates: v.predicates,
    filters: v.filters,
    status: v.status ? 1 : 0,
  },
});
