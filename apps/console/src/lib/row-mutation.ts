import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { EndpointOf, EndpointRef, Result } from '@cropwatch/contract';
import { call, unwrap, type CallOptions } from './http';

export interface RowMutationDeclaration<E extends EndpointRef, V> {
  /** The contract row written to. */
  row: E;
  /** How the mutation's variables become the call (`(body) => ({ body })`, `(id) => ({ query: { id } })`). */
  request: (variables: V) => CallOptions<EndpointOf<E>>;
  /** The queries a success makes stale (list keys, detail keys). */
  invalidates: readonly QueryKey[];
}

/**
 * A write declared once instead of a hand-written fetcher and hook per endpoint (issue #28): `send` calls the row and
 * answers the server's message (`添加成功！`), a refusal rejecting with its `ResultError`; `useRowMutation` is the
 * TanStack mutation that invalidates the declared queries after a success (and resolves once they are refetched).
 * Writes with more to do on success (feedback, cache sync, navigation) keep their own hook around `send`.
 */
export function rowMutation<E extends EndpointRef, V>(declaration: RowMutationDeclaration<E, V>) {
  const { row, request, invalidates } = declaration;
  const send = async (variables: V): Promise<string> => {
    const res = (await call(row, request(variables))) as Result<unknown>;
    unwrap(res);
    return res.message;
  };
  function useRowMutation() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: send,
      onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    });
  }
  return { send, useRowMutation };
}
