import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  gatewayRouteClearRedis,
  gatewayRouteDelete,
  gatewayRouteList,
  gatewayRouteUpdateAll,
  type GatewayRouteBody,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { writeMessage } from '../../../lib/write-outcome';

export const gatewayRouteKeys = { list: ['gatewayRoute', 'list'] as const };

/** `GET list`: a plain array (no paging), predicates and filters parsed. */
export const gatewayRoutesQuery = (filter: { name?: string }) =>
  queryOptions({
    queryKey: [...gatewayRouteKeys.list, filter],
    queryFn: async ({ signal }) => unwrap(await call(gatewayRouteList, { query: filter }, { signal })) ?? [],
  });

/** A write of the page (save, delete, refresh): the server's message, then the list reloads. */
function useRouteMutation<V>(fn: (v: V) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayRouteKeys.list }),
  });
}

export const useSaveRoute = () =>
  useRouteMutation((body: GatewayRouteBody) => writeMessage(call(gatewayRouteUpdateAll, { body })));
export const useDeleteRoute = () =>
  useRouteMutation((id: string) => writeMessage(call(gatewayRouteDelete, { query: { id } })));
export const useRefreshRoutes = () => useRouteMutation(() => writeMessage(call(gatewayRouteClearRedis)));
