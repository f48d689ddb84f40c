import { useMutation, useQuery } from '@tanstack/react-query';
import { endpointRefs } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/**
 * The OAuth2 app sign-in's two calls: `GET /sys/thirdLogin/oauth2/checkRedirect` (is the app's return address
 * registered?) and `POST /sys/thirdLogin/oauth2/authorize` (a token for the app and the address to return to).
 */
export const useOAuth2Redirect = (redirect: string) =>
  useQuery({
    queryKey: ['oauth2', 'redirect', redirect],
    queryFn: async ({ signal }) =>
      unwrap(await call(endpointRefs.oauth2CheckRedirect, { query: { redirect } }, { signal })),
    enabled: redirect !== '',
    retry: false,
  });

export const useOAuth2Authorize = () =>
  useMutation({
    mutationFn: async (body: { redirect: string; state?: string }) => {
      const result = unwrap(await call(endpointRefs.oauth2Authorize, { body }));
      if (!result) throw new Error('no redirect');
      return result;
    },
  });
