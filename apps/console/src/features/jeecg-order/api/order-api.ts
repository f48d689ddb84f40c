import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  jeecgOrderAdd,
  jeecgOrderCustomerList,
  jeecgOrderEdit,
  jeecgOrderLineList,
  jeecgOrderList,
  jeecgOrderPaymentList,
  jeecgOrderTicketList,
  type OrderAddBody,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** `GET /test/jeecgOrderMain/list` (read through the list kit); saves invalidate `orderListKey`. */
export const orderListUrl = jeecgOrderList.path;
export const orderListKey = ['jeecgOrder', 'list'] as const;

/** An order's customers, tickets, product lines and payments (each sub-table read by the main id). */
export function useOrderLines(orderId: string | undefined) {
  return useQuery({
    queryKey: ['jeecgOrder', 'lines', orderId],
    enabled: Boolean(orderId),
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const query = { id: orderId! };
      const [customers, tickets, products, payments] = await Promise.all([
        call(jeecgOrderCustomerList, { query }, { signal }).then(unwrap),
        call(jeecgOrderTicketList, { query }, { signal }).then(unwrap),
        call(jeecgOrderLineList, { query }, { signal }).then(unwrap),
        call(jeecgOrderPaymentList, { query }, { signal }).then(unwrap),
      ]);
      return {
        customers: customers ?? [],
        tickets: tickets ?? [],
        products: products ?? [],
        payments: payments ?? [],
      };
    },
  });
}

/** `POST add` or `PUT edit` (with `id`): the main row and both sub-table lists in one request, one transaction. */
export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: OrderAddBody }): Promise<string> => {
      const res = id ? await call(jeecgOrderEdit, { body: { ...body, id } }) : await call(jeecgOrderAdd, { body });
      unwrap(res);
      return res.message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderListKey }),
  });
}
