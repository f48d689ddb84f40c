import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointRefs } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { requireLoginResult } from './login-result';

export const validateLogin = (ticket: string, service: string) =>
  call(endpointRefs.validateLogin, { query: { ticket, service } }).then(requireLoginResult);

export const validateLoginQueryOptions = (ticket: string, service: string) =>
  queryOptions({
    queryKey: ['auth', 'validate-login', ticket, service],
    // A CAS ticket is single-use: validated exactly once per page, so the call is never cancelled (no
    // signal) and its answer never refetched, even when StrictMode remounts the page.
    queryFn: () => validateLogin(ticket, service),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useValidateLogin = (ticket: string, service: string) =>
  useQuery({ ...validateLoginQueryOptions(ticket, service), enabled: ticket !== '' });
